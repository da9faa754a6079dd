import { and, asc, count, eq, exists, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CartRecoveryFigures } from '../../../contracts/saved-carts.js';
import type { Db } from '../../db/client.js';
import { orders, savedCarts } from '../../db/schema/index.js';
import { orderedBy } from './ordered.js';
import { RETENTION_DAYS } from './send.js';

/** A reminded cart is recovered by the first order its contact placed after the reminder; read when the figures are. */
async function markRecovered(db: Db) {
  const first = db.select({ id: orders.id }).from(orders).where(orderedBy(savedCarts.remindedAt)).orderBy(asc(orders.createdAt)).limit(1);
  await db
    .update(savedCarts)
    .set({ recoveredOrderId: sql`(${first})` })
    .where(and(isNotNull(savedCarts.remindedAt), isNull(savedCarts.recoveredOrderId), exists(db.select({ one: sql`1` }).from(orders).where(orderedBy(savedCarts.remindedAt)))));
}

/**
 * The back office's figures over the carts still kept (the retention period): carts saved with
 * consent, reminded, recovered (an order by the contact after the reminder), and the revenue of the
 * recovered orders that were paid.
 */
export async function cartRecoveryFigures(db: Db): Promise<CartRecoveryFigures> {
  await markRecovered(db);
  const [row] = await db
    .select({
      saved: count(),
      reminded: count(savedCarts.remindedAt),
      recovered: count(savedCarts.recoveredOrderId),
    })
    .from(savedCarts);
  const [paid] = await db
    .select({ revenue: sql<string>`coalesce(sum(${orders.totalAmount}), 0)::numeric(12,2)::text` })
    .from(savedCarts)
    .innerJoin(orders, eq(orders.id, savedCarts.recoveredOrderId))
    .where(and(isNotNull(savedCarts.recoveredOrderId), eq(orders.paymentStatus, 'completed')));
  return { days: RETENTION_DAYS, saved: row?.saved ?? 0, reminded: row?.reminded ?? 0, recovered: row?.recovered ?? 0, revenue: paid?.revenue ?? '0.00' };
}
