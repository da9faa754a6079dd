import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { orders } from './orders.js';

/**
 * The parcel a courier company carries for an order: one per order, the order id being the key.
 * The row is claimed (`status` 'creating', no tracking number yet) before the carrier is called and
 * completed or deleted after its answer, so two presses of "create the parcels" never make two
 * deliveries at the carrier. `status` is the shop's reading of the carrier's own (`carrierStatus`, as
 * the carrier wrote it); `checkedAt` is the last time the poll read it.
 */
export const parcels = pgTable(
  'parcels',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number'),
    status: text('status').notNull(),
    carrierStatus: text('carrier_status'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('parcels_carrier_tracking_idx').on(t.carrier, t.trackingNumber), index('parcels_status_idx').on(t.status)],
);
