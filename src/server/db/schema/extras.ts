import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryZone } from '../../../contracts/delivery.js';
import { createdAt, id, money, partOf, type Localized, updatedAt } from './columns.js';
import { orders } from './orders.js';

/**
 * What the shop sells with a physical gift (a greeting card, wrapping, chocolates, a balloon), offered
 * in the delivery zones named. An order takes the stock in its own statement, as it does the gifts'
 * (decision 050): a line short of it fails the statement on `extras_stock_not_negative`.
 */
export const extras = pgTable(
  'extras',
  {
    id: id(),
    name: jsonb('name').$type<Localized>().notNull(),
    /** VAT included, like a gift's price. */
    price: money('price').notNull(),
    vatRate: integer('vat_rate').notNull().default(20),
    stock: integer('stock').notNull().default(0),
    /** The delivery zones (contracts/delivery.ts) where the checkout offers it. */
    zones: jsonb('zones').$type<DeliveryZone[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('extras_stock_not_negative', sql`${t.stock} >= 0`), check('extras_vat_rate_range', sql`${t.vatRate} between 0 and 100`)],
);

/** An order's extras as sold: name, price and VAT copied at the order's hour, so a later change of the extra alters no order. */
export const orderExtras = pgTable(
  'order_extras',
  {
    id: id(),
    orderId: partOf('order_id', () => orders.id),
    /** Null once the extra itself is deleted; the line keeps what was sold. */
    extraId: uuid('extra_id').references(() => extras.id, { onDelete: 'set null' }),
    name: jsonb('name').$type<Localized>().notNull(),
    unitPrice: money('unit_price').notNull(),
    vatRate: integer('vat_rate').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_extras_order_idx').on(t.orderId), index('order_extras_extra_idx').on(t.extraId), check('order_extras_quantity_positive', sql`${t.quantity} > 0`)],
);
