import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, partOf, updatedAt } from './columns.js';
import { orders } from './orders.js';
import { users } from './users.js';

export const potStates = ['open', 'reached', 'failed', 'cancelled'] as const;
export const potShareStates = ['pending', 'paid', 'refunded', 'refund_failed'] as const;

/**
 * A gift paid together (decision 053): the organiser's checkout kept as an order draft, re-validated
 * and re-priced when the paid shares reach `target`; the order is written only then, so the pot holds
 * no stock before. Both links' tokens are kept only as their hashes, as the recipient's link is.
 */
export const pots = pgTable(
  'pots',
  {
    id: id(),
    /** The contributors' link. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The organiser's link: top up, lower the gift, cancel. */
    organiserTokenHash: text('organiser_token_hash').notNull().unique(),
    /** The checkout's fields as validated, without the payment method (a pot is paid by card shares). */
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
    target: money('target').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** Whether contributors see each other's amounts; names are shown only by their own choice. */
    showAmounts: boolean('show_amounts').notNull().default(false),
    state: text('state', { enum: potStates }).notNull().default('open'),
    organiserEmail: text('organiser_email').notNull(),
    /** The organiser's account when signed in on opening the pot: the pot's order is theirs, under Mes commandes. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The organiser's second link, drawn for the e-mail that tells them the deadline passed short (the first is never kept). */
    lateTokenHash: text('late_token_hash').unique(),
    /** When that e-mail was queued: once per pot. */
    overdueNoticedAt: timestamp('overdue_noticed_at', { withTimezone: true }),
    /** The order placed when the target was reached. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Why the order could not be placed (a gift gone): every share is then refunded. */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('pots_created_idx').on(t.createdAt), check('pots_target_positive', sql`${t.target} > 0`)],
);

/**
 * One contributor's share. A share is reserved (`pending`) when its payment starts and counts against the
 * target until `expires_at`; the reservation is taken with the pot's row locked, so concurrent shares
 * never exceed what remains.
 */
export const potShares = pgTable(
  'pot_shares',
  {
    id: id(),
    potId: partOf('pot_id', () => pots.id),
    amount: money('amount').notNull(),
    name: text('name').notNull(),
    message: text('message'),
    showName: boolean('show_name').notNull().default(true),
    /** Paid by the organiser's link (a top-up). */
    byOrganiser: boolean('by_organiser').notNull().default(false),
    state: text('state', { enum: potShareStates }).notNull().default('pending'),
    provider: text('provider'),
    intentId: text('intent_id').unique(),
    /** A pending share stops holding its part of the target then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('pot_shares_pot_idx').on(t.potId), check('pot_shares_amount_positive', sql`${t.amount} > 0`)],
);
