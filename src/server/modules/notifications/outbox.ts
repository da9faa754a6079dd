import { and, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import type { EmailContent } from './templates/layout.js';

export interface OutboxMessage {
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  /** What the message is (password_reset, order_confirmation…), for the admin's list. */
  template: string;
  subject?: string;
  body: string;
  html?: string;
  /** Not sent before this instant (a scheduled message); at once without it. */
  notBefore?: Date;
  /** An invoice or credit note, attached as PDF when the message is sent. */
  attachmentInvoiceId?: string;
  /** The order whose gift the message carries (an e-card): withdrawn, unsent, when the order is cancelled. */
  orderId?: string;
}

/** The outbox row of a message, for a caller that writes it within a larger statement. */
export function outboxValues(message: OutboxMessage): typeof outbox.$inferInsert {
  return {
    channel: message.channel,
    recipient: message.recipient,
    template: message.template,
    subject: message.subject ?? null,
    body: message.body,
    html: message.html ?? null,
    ...(message.notBefore ? { nextAttemptAt: message.notBefore } : {}),
    attachmentInvoiceId: message.attachmentInvoiceId ?? null,
    orderId: message.orderId ?? null,
  };
}

/** Queues a message in the caller's transaction; the worker sends it later, with retries. */
export async function enqueue(db: DbOrTx, message: OutboxMessage): Promise<void> {
  await db.insert(outbox).values(outboxValues(message));
}

/** A composed e-mail (subject, text and HTML) for one address, as the outbox holds it. */
export const emailMessage = (recipient: string, template: string, email: EmailContent, opts: Pick<OutboxMessage, 'notBefore' | 'orderId'> = {}): OutboxMessage => ({
  channel: 'email',
  recipient,
  template,
  subject: email.subject,
  body: email.text,
  html: email.html,
  ...opts,
});

/** Queues a composed e-mail for one address. */
export const enqueueEmail = (db: DbOrTx, recipient: string, template: string, email: EmailContent, opts: Pick<OutboxMessage, 'notBefore' | 'orderId'> = {}) =>
  enqueue(db, emailMessage(recipient, template, email, opts));

/** A cancelled order's gift messages (its e-card) that have not left yet never will. */
export async function withdrawOrderMessages(db: DbOrTx, orderId: string): Promise<void> {
  await db.delete(outbox).where(and(eq(outbox.orderId, orderId), notInArray(outbox.status, ['sending', 'sent'])));
}
