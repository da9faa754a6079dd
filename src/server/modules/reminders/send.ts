import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Locale } from '../../../contracts/common.js';
import { canonicalPhone } from '../../../contracts/phone.js';
import type { Budget, Occasion, Relationship } from '../../../contracts/quiz.js';
import type { Db } from '../../db/client.js';
import { occasionReminders, reminderSends, users } from '../../db/schema/index.js';
import { readEmailBrand, emailAllowed, enqueue, enqueueEmail, readStoredNotificationSettings } from '../notifications/index.js';
import { recommendGifts } from '../quiz/index.js';
import { readSettingsOf } from '../settings/index.js';
import { compareDays, dueOccurrence, monthsAhead, shopDay, type Day } from './calendar.js';
import { reminderEmail, reminderText, type ReminderMessageInput } from './reminder-message.js';

/** Reminders leave from this hour of the shop's morning, never in the night. */
export const SEND_FROM_HOUR = 9;
/** Gifts suggested in one reminder. */
const SUGGESTIONS = 3;
/** The quiz's middle budget, for a date saved without one. */
const DEFAULT_BUDGET: Budget = '200-400';

const dateIn = (locale: Locale, d: Day) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-MA' : locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(d.year, d.month - 1, d.day));

type Due = { reminder: typeof occasionReminders.$inferSelect; user: { email: string; firstName: string | null; phone: string | null; locale: Locale } };

/**
 * The daily run (the job ticks hourly; `now` is the tests' clock): every date whose reminder is due
 * today, not unsubscribed, gets one message. The (reminder, year) row is inserted in the message's
 * transaction, so two runs or two server copies send it once. Answers how many were queued.
 */
export async function sendDueReminders(db: Db, publicUrl: string, now: Date): Promise<number> {
  const today = shopDay(now);
  if (today.hour < SEND_FROM_HOUR) return 0;
  const { reminder_days_before: daysBefore } = await readSettingsOf(db, ['reminder_days_before']);
  const rows = await db
    .select({ reminder: occasionReminders, user: { email: users.email, firstName: users.firstName, phone: users.phone, locale: users.preferredLanguage } })
    .from(occasionReminders)
    .innerJoin(users, eq(users.id, occasionReminders.userId))
    .where(and(isNull(occasionReminders.unsubscribedAt), inArray(occasionReminders.month, monthsAhead(today, daysBefore))));
  let sent = 0;
  for (const row of rows) {
    const occurrence = dueOccurrence(today, { ...row.reminder, createdOn: shopDay(row.reminder.createdAt) }, daysBefore);
    if (occurrence && (await sendOne(db, publicUrl, row, occurrence, today))) sent += 1;
  }
  return sent;
}

async function sendOne(db: Db, publicUrl: string, { reminder, user }: Due, occurrence: Day, today: Day): Promise<boolean> {
  return db.transaction(async (tx) => {
    const notifications = await readStoredNotificationSettings(tx);
    const whatsapp = reminder.channel === 'whatsapp' && notifications.smsEnabled && Boolean(notifications.whatsappApiUrl) && Boolean(user.phone);
    // With e-mail switched off the date waits: it is claimed only when a message can leave.
    if (!whatsapp && !(await emailAllowed(tx))) return false;
    const [claimed] = await tx.insert(reminderSends).values({ reminderId: reminder.id, year: occurrence.year }).onConflictDoNothing().returning();
    if (!claimed) return false;
    const locale = user.locale;
    const gifts = await recommendGifts(tx, {
      occasion: reminder.occasion as Occasion,
      relationship: reminder.relationship as Relationship,
      budget: (reminder.budget as Budget | null) ?? DEFAULT_BUDGET,
      age_group: 'adult',
      interests: [],
      style: 'modern',
    });
    const { company_name: shopName } = await readSettingsOf(tx, ['company_name']);
    const input: ReminderMessageInput = {
      locale,
      shopName,
      brand: await readEmailBrand(tx, publicUrl),
      firstName: user.firstName,
      personName: reminder.personName,
      occasion: reminder.occasion,
      daysLeft: compareDays(occurrence, today),
      date: dateIn(locale, occurrence),
      gifts: gifts.slice(0, SUGGESTIONS).map((g) => ({ name: g.name[locale] ?? g.name.fr, price: g.price, link: `${publicUrl}/gifts/${g.id}` })),
      shopLink: `${publicUrl}/gift-quiz`,
      unsubscribeLink: `${publicUrl}/reminders/unsubscribe?token=${reminder.unsubscribeToken}`,
    };
    if (whatsapp && user.phone) {
      await enqueue(tx, { channel: 'whatsapp', recipient: canonicalPhone(user.phone), template: 'occasion_reminder', body: reminderText(input) });
    } else {
      await enqueueEmail(tx, user.email, 'occasion_reminder', reminderEmail(input));
    }
    return true;
  });
}
