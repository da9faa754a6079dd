import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, partOf } from './columns.js';
import { orders } from './orders.js';

export const promotionKinds = ['percent', 'fixed', 'free_delivery'] as const;

/**
 * Discount codes and automatic promotions (no code, applied when the cart qualifies). `uses` and
 * `discount_given` count the uses not given back; the checks refuse a use past a cap, so concurrent
 * orders taking the last use fail in the database, as the stock does (decision 047).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    /** Upper case; null for an automatic promotion. */
    code: text('code'),
    /** What the back office and, for an automatic promotion, the checkout call it. */
    name: text('name'),
    automatic: boolean('automatic').notNull().default(false),
    kind: text('kind', { enum: promotionKinds }).notNull(),
    /** Percent (1–100) or dirhams off; 0 for free delivery. */
    value: money('value').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    minOrder: money('min_order'),
    /** The campaign budget: the most discount the promotion may give in all. */
    budget: money('budget'),
    /** Scope: empty both = the whole order. */
    categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
    giftIds: jsonb('gift_ids').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    discountGiven: money('discount_given').notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotions_code_idx').on(t.code),
    check('promotions_code_or_automatic', sql`(${t.code} is null) = ${t.automatic}`),
    check('promotions_max_uses', sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
    check('promotions_budget', sql`${t.budget} is null or ${t.discountGiven} <= ${t.budget}`),
  ],
);

/** One row per order placed with a promotion; `released_at` once the order is cancelled or expired. */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    discountAmount: money('discount_amount').notNull(),
    /** The customer's keys counted against `max_uses_per_customer` ("user:…", "email:…", "phone:…"). */
    customerKeys: jsonb('customer_keys').$type<string[]>().notNull().default([]),
    /** How the discount splits over the lines (gift id) and delivery (null): the invoice's VAT reads it. */
    split: jsonb('split').$type<{ giftId: string | null; amount: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('promotion_uses_promotion_idx').on(t.promotionId)],
);

/** Uses per customer key, for promotions with a per-customer cap; the cap is copied so a check can hold it. */
export const promotionCustomerUses = pgTable(
  'promotion_customer_uses',
  {
    promotionId: partOf('promotion_id', () => promotions.id),
    customerKey: text('customer_key').notNull(),
    uses: integer('uses').notNull(),
    maxUses: integer('max_uses').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.customerKey] }), check('promotion_customer_uses_max', sql`${t.uses} <= ${t.maxUses}`)],
);
