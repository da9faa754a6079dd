import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** Hours older than this are folded into their month: the dashboard compares the last 60 days, by hour. */
const HOURLY_DAYS = 62;

/**
 * Keeps `order_hours` small whatever the shop's age: the shards of every hour before the last one
 * go into shard 0, and the hours older than HOURLY_DAYS into one row for their month (UTC). An
 * order changed later (a transfer confirmed days after, a refund) adds a shard to its hour again,
 * folded the next time. Two copies folding at once cannot count a row twice: each deletes it once.
 */
export async function foldOrderHours(db: DbOrTx) {
  await db.execute(sql`
    with gone as (
      delete from order_hours
      where (shard <> 0 and hour < date_trunc('hour', now(), 'UTC') - interval '1 hour')
         or (hour < now() - make_interval(days => ${HOURLY_DAYS}) and hour <> date_trunc('month', hour, 'UTC'))
      returning hour, orders, pending, paid_revenue)
    insert into order_hours as h (hour, shard, orders, pending, paid_revenue)
    select case when hour < now() - make_interval(days => ${HOURLY_DAYS}) then date_trunc('month', hour, 'UTC') else hour end,
      0, sum(orders), sum(pending), sum(paid_revenue)
    from gone group by 1
    on conflict (hour, shard) do update set orders = h.orders + excluded.orders, pending = h.pending + excluded.pending,
      paid_revenue = h.paid_revenue + excluded.paid_revenue`);
}
