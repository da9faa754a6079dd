import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, partOf } from './columns.js';
import { orders } from './orders.js';

/**
 * The recipient's private link to give their address, for an order placed with only their name and phone
 * (docs/decisions/027-recipient-gives-the-address.md). One live row per order; a corrected phone retires it
 * and opens another. Only the token's hash is kept, as for sessions and e-cards.
 */
export const recipientClaims = pgTable(
  'recipient_claims',
  {
    id: id(),
    orderId: partOf('order_id', () => orders.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** The phone the link was sent to. */
    phone: text('phone').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the recipient gave the address: the link then works no more. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Replaced by a new link (the sender corrected the phone). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The one reminder sent to the recipient after the set days. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** Still unclaimed after the reminder: the sender is told and the shop decides. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recipient_claims_order_idx').on(t.orderId)],
);
