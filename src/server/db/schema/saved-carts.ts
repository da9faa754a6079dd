import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { orders } from './orders.js';

export type SavedCartLine = { giftId: string; quantity: number };

/**
 * A checkout left with the visitor's consent to be reminded once (`consentedAt`, never null: no row
 * without the ticked box). `checkoutId` is the browser's own key for updating it while typing;
 * `token` is the SHA-256 of the e-mail's key to restore the cart or stop reminders, drawn when the
 * reminder is sent, as the recipient's link is kept. Rows are purged after the retention period
 * (decision 048).
 */
export const savedCarts = pgTable(
  'saved_carts',
  {
    id: id(),
    checkoutId: uuid('checkout_id').notNull().unique(),
    token: text('token').notNull().unique(),
    email: text('email'),
    /** E.164, as every phone the shop stores. */
    phone: text('phone'),
    locale: text('locale', { enum: ['fr', 'ar', 'en'] }).notNull(),
    lines: jsonb('lines').$type<SavedCartLine[]>().notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    recoveredOrderId: uuid('recovered_order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [index('saved_carts_due_idx').on(t.remindedAt, t.updatedAt), index('saved_carts_email_idx').on(t.email), index('saved_carts_phone_idx').on(t.phone)],
);

/** A contact that stopped cart reminders: only a hash of it, so nothing readable is kept about them. */
export const cartReminderOptOuts = pgTable('cart_reminder_opt_outs', {
  contactHash: text('contact_hash').primaryKey(),
  createdAt: createdAt(),
});
