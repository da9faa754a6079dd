import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns.js';
import { users } from './users.js';
import { invoices } from './invoices.js';
import { orders } from './orders.js';

/** Platform settings, appearance and notification settings, one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail, SMS and WhatsApp message goes through here; a worker sends it with retries,
 * so a failing provider never fails the action that produced the message.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    /** An invoice or credit note attached as PDF, drawn when the message is sent. */
    attachmentInvoiceId: uuid('attachment_invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    /** The order whose gift this message is (an e-card): withdrawn, unsent, if the order is cancelled. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'held'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt), index('outbox_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`)],
);

/** Fixed-window counters shared by every server copy. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A subscriber counts once confirmed: the sign-up e-mails a link (double opt-in). */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  locale: text('locale').notNull().default('fr'),
  /** Hash of the token in the confirmation link; null once confirmed. */
  confirmTokenHash: text('confirm_token_hash').unique(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /**
   * The token of the unsubscribe link every newsletter e-mail carries. Kept as is, not hashed: each
   * e-mail must be able to print it, and all it can do is take this one address off the list.
   */
  unsubscribeToken: text('unsubscribe_token').unique(),
  createdAt: createdAt(),
});

export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width'),
  height: integer('height'),
  bytes: integer('bytes').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The pictures themselves (uploaded and generated) when the shop runs on a PostgreSQL server, so
 * that every copy of the server reads the same files; the embedded database keeps them in a folder.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  /** A hash of the body: the answer's ETag. */
  etag: text('etag').notNull(),
  body: bytea('body').notNull(),
  createdAt: createdAt(),
});
