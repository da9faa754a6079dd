import { count, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { InboxQuerySchema, InboxMessage, Subscriber } from '../../../contracts/inbox.js';
import type { DbOrTx } from '../../db/client.js';
import { contactMessages, newsletterSubscribers } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Locale } from '../../../contracts/common.js';

type Paging = z.output<typeof InboxQuerySchema>;
type MessageRow = typeof contactMessages.$inferSelect;
type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const toMessage = (r: MessageRow): InboxMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
  handledAt: r.handledAt?.toISOString() ?? null,
});

export const toSubscriber = (r: Pick<SubscriberRow, 'email' | 'locale' | 'createdAt' | 'confirmedAt'>): Subscriber => ({
  email: r.email,
  locale: r.locale as Locale,
  createdAt: r.createdAt.toISOString(),
  confirmedAt: r.confirmedAt?.toISOString() ?? null,
});

/** Contact messages, newest first, with the total for paging. */
export async function listMessages(db: DbOrTx, { limit, offset }: Paging) {
  const [rows, [total]] = await Promise.all([
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(contactMessages),
  ]);
  return { total: total?.n ?? 0, messages: rows.map(toMessage) };
}

/** Marks a message handled (now) or waiting again. */
export async function setHandled(db: DbOrTx, id: string, handled: boolean) {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw notFound('Message introuvable');
  return toMessage(row);
}

/** Newsletter subscribers, newest first, confirmed or not, with the total and the confirmed count. */
export async function listSubscribers(db: DbOrTx, { limit, offset }: Paging) {
  const [rows, [total], [confirmed]] = await Promise.all([
    db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.email)).limit(limit).offset(offset),
    db.select({ n: count() }).from(newsletterSubscribers),
    db.select({ n: count() }).from(newsletterSubscribers).where(isNotNull(newsletterSubscribers.confirmedAt)),
  ]);
  return { total: total?.n ?? 0, confirmed: confirmed?.n ?? 0, subscribers: rows.map(toSubscriber) };
}
