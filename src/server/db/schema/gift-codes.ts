import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, partOf } from './columns.js';
import { orderItems, orders } from './orders.js';
import { users } from './users.js';

/**
 * One code per unit of a paid digital gift (docs/decisions/019-e-gift-codes.md). The code is what the
 * recipient gives at the partner's counter; the e-card token, a different secret, opens the e-card page.
 */
export const giftCodes = pgTable(
  'gift_codes',
  {
    id: id(),
    /** 12 characters of an unambiguous alphabet, stored without dashes, upper case. */
    code: text('code').notNull().unique(),
    /** Only the hash of the e-card link's token is stored, as for sessions; set when the e-card is queued. */
    ecardTokenHash: text('ecard_token_hash').unique(),
    orderId: partOf('order_id', () => orders.id),
    orderItemId: partOf('order_item_id', () => orderItems.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the e-card leaves (the delivery date at the sender's hour, Africa/Casablanca), or at payment if later. */
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    /** When its e-card messages went into the outbox (due at `sendAt`); null until the job queues them. */
    ecardQueuedAt: timestamp('ecard_queued_at', { withTimezone: true }),
    /** First time the e-card page was opened. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_codes_order_idx').on(t.orderId),
    index('gift_codes_item_idx').on(t.orderItemId),
    index('gift_codes_unqueued_idx').on(t.createdAt).where(sql`${t.ecardQueuedAt} is null`),
  ],
);
