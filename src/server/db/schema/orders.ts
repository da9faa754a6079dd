import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, partOf, type Localized, updatedAt } from './columns.js';
import { gifts } from './catalog.js';
import { users } from './users.js';

export const orderStatuses = ['pending', 'processing', 'delivered', 'cancelled'] as const;
export const paymentStatuses = ['pending', 'completed', 'failed', 'awaiting_transfer'] as const;
export const paymentMethods = ['stripe', 'bank_transfer', 'cash_voucher'] as const;
export const paymentProviders = ['cmi', 'stripe', 'test', 'binga'] as const;

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull().unique(),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Hash of the guest cookie token of the browser that placed a guest order. */
    guestTokenHash: text('guest_token_hash'),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    /** Which card provider handled the payment; a card order's method stays 'stripe' whichever it is. */
    paymentProvider: text('payment_provider', { enum: paymentProviders }),
    paymentIntentId: text('payment_intent_id').unique(),
    paymentFailureReason: text('payment_failure_reason'),
    paymentFailureCode: text('payment_failure_code'),
    bankTransferReference: text('bank_transfer_reference'),
    currency: text('currency').notNull().default('MAD'),
    /**
     * The currency the buyer read prices in when not dirhams, with the owner's rate at ordering (dirhams
     * for one unit) and the day it was set: the converted total is printed beside the dirhams charged.
     */
    displayCurrency: text('display_currency'),
    displayRate: numeric('display_rate', { precision: 12, scale: 4 }),
    displayRateSetAt: timestamp('display_rate_set_at', { withTimezone: true }),
    subtotalAmount: money('subtotal_amount').notNull(),
    deliveryFee: money('delivery_fee').notNull().default('0'),
    totalAmount: money('total_amount').notNull(),
    /** The promotion's code (null for an automatic one or none) and what it took off: total = subtotal + fee − discount. */
    discountCode: text('discount_code'),
    discountAmount: money('discount_amount').notNull().default('0'),
    deliveryZone: text('delivery_zone', { enum: ['casablanca', 'rabat', 'marrakech', 'national'] }),
    express: boolean('express').notNull().default(false),
    deliveryDate: date('delivery_date'),
    /** Digital gifts: the hour (HH:MM, Africa/Casablanca) the e-card leaves on the delivery date. */
    ecardSendTime: text('ecard_send_time'),
    /** The chosen slot of that date, "09:00-13:00"; null for a digital gift, express, or no date chosen. */
    deliverySlot: text('delivery_slot'),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    // Null for an order of digital gifts only: nothing to carry (docs/decisions/008-digital-gifts.md).
    recipientAddress: text('recipient_address'),
    recipientCity: text('recipient_city'),
    recipientEmail: text('recipient_email'),
    /** The sender knew only the recipient's name and phone: the recipient gives the address through a link (recipient-claims). */
    awaitingRecipientAddress: boolean('awaiting_recipient_address').notNull().default(false),
    personalMessage: text('personal_message'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    senderName: text('sender_name'),
    /** How the shop reaches the buyer: a guest's own e-mail, or the account's at ordering time. */
    senderEmail: text('sender_email'),
    senderPhone: text('sender_phone'),
    locale: text('locale', { enum: ['fr', 'ar', 'en'] }).notNull().default('fr'),
    /** Unpaid orders are cancelled past this instant and their stock returned. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancellationRequestedAt: timestamp('cancellation_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_guest_idx').on(t.guestTokenHash),
    index('orders_expiry_idx').on(t.expiresAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    // The back office's list, newest first, reads its page here instead of sorting every order.
    index('orders_created_idx').on(t.createdAt, t.id),
    // The back office's "to deliver" view reads orders by date and slot.
    index('orders_delivery_idx').on(t.deliveryDate, t.deliverySlot),
    // Trigram indexes (pg_trgm) answer the back office's search, ilike '%…%', without reading every order.
    index('orders_number_trgm_idx').using('gin', t.orderNumber.op('gin_trgm_ops')),
    index('orders_recipient_name_trgm_idx').using('gin', t.recipientName.op('gin_trgm_ops')),
    index('orders_recipient_phone_trgm_idx').using('gin', t.recipientPhone.op('gin_trgm_ops')),
    index('orders_sender_email_trgm_idx').using('gin', t.senderEmail.op('gin_trgm_ops')),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: partOf('order_id', () => orders.id),
    giftId: uuid('gift_id').references(() => gifts.id, { onDelete: 'set null' }),
    // Copied at purchase time so the order reads the same after the catalogue changes.
    name: jsonb('name').$type<Localized>().notNull(),
    image: text('image'),
    giftType: text('gift_type', { enum: ['physical', 'digital'] }).notNull(),
    unitPrice: money('unit_price').notNull(),
    /** The gift's VAT rate (percent, included in the price) when it was bought: the invoice's. */
    vatRate: integer('vat_rate').notNull().default(20),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_gift_idx').on(t.giftId)],
);

/** The order's history: every status, payment and customer action, for the timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: partOf('order_id', () => orders.id),
    type: text('type').notNull(), // created, status, payment, received, cancellation_requested, expired…
    status: text('status'),
    note: text('note'),
    actor: text('actor', { enum: ['customer', 'admin', 'system', 'provider'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** Payment provider events already applied: a webhook delivered twice is applied once. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  receivedAt: createdAt(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    overallRating: integer('overall_rating').notNull(),
    articleRating: integer('article_rating').notNull(),
    deliveryRating: integer('delivery_rating').notNull(),
    serviceRating: integer('service_rating').notNull(),
    pricingRating: integer('pricing_rating').notNull(),
    comment: text('comment'),
    improvementSuggestions: text('improvement_suggestions'),
    isPublic: boolean('is_public').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_created_idx').on(t.createdAt),
    // The API checks the ratings too; the database refuses a star count outside 1–5 whoever writes it.
    ...[t.overallRating, t.articleRating, t.deliveryRating, t.serviceRating, t.pricingRating].map((c) =>
      check(`reviews_${c.name}_range`, sql`${c} between 1 and 5`),
    ),
  ],
);
