import { and, asc, eq, exists, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Locale } from '../../../contracts/common.js';
import type { Db } from '../../db/client.js';
import { gifts, orders, savedCarts } from '../../db/schema/index.js';
import { emailAllowed, enqueue, enqueueEmail, readEmailBrand, readStoredNotificationSettings, type EmailBrand } from '../notifications/index.js';
import { readSettingsOf } from '../settings/index.js';
import { cartReminderEmail, cartReminderText } from './message.js';
import { orderedBy } from './ordered.js';
import { hashToken, newToken } from '../../lib/secrets/tokens.js';

const HOUR = 3_600_000;
/** Saved carts are kept this long after their last change, then purged with their contact (decision 048). */
export const RETENTION_DAYS = 30;
/** Carts looked at per run; the next run takes the rest. */
const BATCH = 100;

/**
 * The job's run (`now` is the tests' clock): purges carts past the retention period, then sends each
 * due cart its one reminder, unless its visitor ordered since. The reminder is claimed by a
 * conditional update in the message's transaction, so two runs or two server copies send it once.
 * Answers how many were queued.
 */
export async function sendCartReminders(db: Db, publicUrl: string, now: Date): Promise<number> {
  await db.delete(savedCarts).where(lt(savedCarts.updatedAt, new Date(now.getTime() - RETENTION_DAYS * 24 * HOUR)));
  const { cart_reminder_delay_hours: delay } = await readSettingsOf(db, ['cart_reminder_delay_hours']);
  const due = await db
    .select()
    .from(savedCarts)
    .where(and(isNull(savedCarts.remindedAt), lte(savedCarts.updatedAt, new Date(now.getTime() - delay * HOUR))))
    .orderBy(asc(savedCarts.updatedAt))
    .limit(BATCH);
  if (due.length === 0) return 0;
  // How messages can leave and what frames them, read once for the run rather than per cart.
  const notifications = await readStoredNotificationSettings(db);
  const run: Run = {
    publicUrl,
    now,
    emailOn: await emailAllowed(db),
    textChannel: notifications.smsEnabled ? (notifications.whatsappApiUrl ? 'whatsapp' : notifications.smsApiUrl ? 'sms' : null) : null,
    shopName: (await readSettingsOf(db, ['company_name'])).company_name,
    brand: await readEmailBrand(db, publicUrl),
  };
  let sent = 0;
  for (const cart of due) if (await sendOne(db, cart, run)) sent += 1;
  return sent;
}

interface Run {
  publicUrl: string;
  now: Date;
  emailOn: boolean;
  /** Where a reminder to a phone goes; null when text messages are off or unconfigured. */
  textChannel: 'whatsapp' | 'sms' | null;
  shopName: string;
  brand: EmailBrand;
}

async function sendOne(db: Db, cart: typeof savedCarts.$inferSelect, { publicUrl, now, emailOn, textChannel, shopName, brand }: Run): Promise<boolean> {
  return db.transaction(async (tx) => {
    // "No reminder once they order": the cart has done its work, and its contact need not be kept.
    // Looked up for due carts only, so each run costs what it sends, not what is kept.
    const [ordered] = await tx
      .delete(savedCarts)
      .where(and(eq(savedCarts.id, cart.id), isNull(savedCarts.remindedAt), exists(tx.select({ one: sql`1` }).from(orders).where(orderedBy(savedCarts.createdAt)))))
      .returning({ id: savedCarts.id });
    if (ordered) return false;
    const byEmail = Boolean(cart.email) && emailOn;
    const byText = !byEmail && Boolean(cart.phone) && textChannel !== null;
    // Nothing can leave yet (e-mail off, no SMS): the cart waits, unclaimed, until the purge.
    if (!byEmail && !byText) return false;
    // The links' token is drawn now and only its hash kept: the database never holds a working link.
    const token = newToken();
    const [claimed] = await tx
      .update(savedCarts)
      .set({ remindedAt: now, token: hashToken(token) })
      .where(and(eq(savedCarts.id, cart.id), isNull(savedCarts.remindedAt)))
      .returning({ id: savedCarts.id });
    if (!claimed) return false;
    const locale = cart.locale as Locale;
    const ids = cart.lines.map((l) => l.giftId);
    const names = ids.length ? await tx.select({ id: gifts.id, name: gifts.name }).from(gifts).where(inArray(gifts.id, ids)) : [];
    const nameOf = new Map(names.map((g) => [g.id, g.name[locale] ?? g.name.fr]));
    const input = {
      locale,
      shopName,
      brand,
      lines: cart.lines.flatMap((l) => (nameOf.has(l.giftId) ? [{ name: nameOf.get(l.giftId)!, quantity: l.quantity }] : [])),
      restoreLink: `${publicUrl}/cart/restore?token=${token}`,
      stopLink: `${publicUrl}/cart/reminders/stop?token=${token}`,
    };
    if (byEmail && cart.email) await enqueueEmail(tx, cart.email, 'cart_reminder', cartReminderEmail(input));
    else if (textChannel && cart.phone) await enqueue(tx, { channel: textChannel, recipient: cart.phone, template: 'cart_reminder', body: cartReminderText(input) });
    return true;
  });
}
