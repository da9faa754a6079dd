import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** Published reviews (verified and public) of the orders holding the gift aliased `g`. */
const publishedOfGift = sql`from reviews r
  where r.is_verified and r.is_public
    and exists (select 1 from order_items oi where oi.order_id = r.order_id and oi.gift_id = g.id)`;

/**
 * Recounts the published reviews of the gifts an order holds, so lists read the count and average
 * as plain columns (in one query, and from the catalogue cache) instead of aggregating per visit.
 */
export async function refreshGiftRatings(db: DbOrTx, orderId: string) {
  await db.execute(sql`
    update gifts g set
      review_count = (select count(*) ${publishedOfGift}),
      rating_average = (select round(avg(r.overall_rating), 2) ${publishedOfGift})
    where g.id in (select gift_id from order_items where order_id = ${orderId} and gift_id is not null)`);
}
