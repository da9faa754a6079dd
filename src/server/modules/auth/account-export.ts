import { asc, eq, inArray, or } from 'drizzle-orm';
import type { AccountExport } from '../../../contracts/account-data.js';
import type { Db } from '../../db/client.js';
import { contactMessages, newsletterSubscribers, occasionReminders, orders, outbox, reviews, sessions, users } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import { loadOrders } from '../orders/index.js';
import { readSettingsOf } from '../settings/index.js';
import { toReminder } from '../reminders/index.js';
import { savedCartsOf } from '../cart-recovery/index.js';
import { toUser } from './present-user.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The person's own rows, found by account id, by e-mail (newsletter, contact, saved carts) or by phone (texts, saved carts). */
export async function exportAccount(db: Db, userId: string, now: Date): Promise<AccountExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Compte introuvable');
  const addresses = [user.email, ...(user.phone ? [user.phone] : [])];
  const [settings, sessionRows, orderList, reviewRows, [subscriber], contactRows, reminderRows, messageRows, cartRows] = await Promise.all([
    readSettingsOf(db, ['company_name']),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
    loadOrders(db, eq(orders.customerId, userId), now, 100_000),
    db
      .select({ review: reviews, orderNumber: orders.orderNumber })
      .from(reviews)
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .where(or(eq(reviews.userId, userId), eq(orders.customerId, userId)))
      .orderBy(asc(reviews.createdAt)),
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
    db.select().from(contactMessages).where(eq(contactMessages.email, user.email)).orderBy(asc(contactMessages.createdAt)),
    db.select().from(occasionReminders).where(eq(occasionReminders.userId, userId)).orderBy(asc(occasionReminders.createdAt)),
    db.select().from(outbox).where(inArray(outbox.recipient, addresses)).orderBy(asc(outbox.createdAt)),
    savedCartsOf(db, user.email, user.phone),
  ]);
  return {
    exportedAt: now.toISOString(),
    shop: settings.company_name,
    account: toUser(user),
    sessions: sessionRows.map((s) => ({ createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt.toISOString(), userAgent: s.userAgent })),
    orders: orderList,
    reviews: reviewRows.map(({ review: r, orderNumber }) => ({
      orderNumber,
      overallRating: r.overallRating,
      articleRating: r.articleRating,
      deliveryRating: r.deliveryRating,
      serviceRating: r.serviceRating,
      pricingRating: r.pricingRating,
      comment: r.comment,
      improvementSuggestions: r.improvementSuggestions,
      isPublic: r.isPublic,
      createdAt: r.createdAt.toISOString(),
    })),
    newsletter: subscriber
      ? { email: subscriber.email, locale: subscriber.locale, confirmedAt: iso(subscriber.confirmedAt), createdAt: subscriber.createdAt.toISOString() }
      : null,
    contactMessages: contactRows.map((m) => ({ name: m.name, subject: m.subject, message: m.message, createdAt: m.createdAt.toISOString() })),
    occasionReminders: reminderRows.map((r) => ({ ...toReminder(r), consentedAt: r.consentedAt.toISOString() })),
    savedCarts: cartRows,
    messages: messageRows.map((m) => ({
      channel: m.channel,
      template: m.template,
      subject: m.subject,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
      sentAt: iso(m.sentAt),
    })),
  };
}
