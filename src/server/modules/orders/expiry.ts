import { and, asc, eq, isNotNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { expire } from './transitions.js';

const BATCH = 100;
const MAX_ROUNDS = 50;

/**
 * Cancels unpaid orders past their expiry and returns their stock. The work is read from the database at
 * each run, so a restart loses nothing; each order is expired by a conditional update (`expire`), so two
 * server copies running this at once expire it (and return its stock) exactly once.
 */
export async function expireUnpaidOrders(db: Db, now: Date): Promise<number> {
  let expired = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'pending'), ne(orders.paymentStatus, 'completed'), isNotNull(orders.expiresAt), lt(orders.expiresAt, now)))
      .orderBy(asc(orders.expiresAt))
      .limit(BATCH);
    for (const { id } of due) if (await expire(db, id, now)) expired++;
    if (due.length < BATCH) break;
  }
  return expired;
}
