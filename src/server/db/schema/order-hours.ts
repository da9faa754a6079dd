import { integer, numeric, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The dashboard's figures per hour (UTC), kept by triggers on `orders` (migration 0016) so the
 * dashboard sums about 1,500 rows instead of reading every order. Each database connection
 * writes its own `shard` of an hour, so concurrent orders never wait on one row; a job folds the
 * shards of past hours into shard 0, and hours past the dashboard's 60 days into their month
 * (modules/dashboard/fold-hours.ts): `hour` is where the row's period starts.
 */
export const orderHours = pgTable(
  'order_hours',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    shard: smallint('shard').notNull(),
    orders: integer('orders').notNull(),
    pending: integer('pending').notNull(),
    paidRevenue: numeric('paid_revenue', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.shard] })],
);
