import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, partOf } from './columns.js';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * The photo the courier took at the door, or the recipient's wish to have none. The picture is kept
 * under a private storage key (never served under /uploads); `viewToken` lets the link in the
 * sender's e-mail open it without signing in.
 */
export const deliveryProofs = pgTable('delivery_proofs', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  photoKey: text('photo_key'),
  photoDeclined: boolean('photo_declined').notNull().default(false),
  viewToken: text('view_token').notNull().unique(),
  recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A delivery that failed at the door; the first three are free (storefront spec §9), later ones are charged. */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: id(),
    orderId: partOf('order_id', () => orders.id),
    number: integer('number').notNull(),
    reason: text('reason').notNull(),
    charged: boolean('charged').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('delivery_attempts_order_number_idx').on(t.orderId, t.number), index('delivery_attempts_order_idx').on(t.orderId)],
);
