import { and, asc, eq, isNotNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { recordEvent } from './events.js';
import { releaseStock } from './stock.js';

const BATCH = 100;
const MAX_ROUNDS = 50;

/**
 * Cancels unpaid orders past their expiry and returns their stock. The work is read from the database at
 * each run, so a restart loses nothing; each order is expired by a conditional update, so two server copies
 * running this at once expire it (and return its stock) exactly once.
 */
export async function expireUnpaidOrders(db: Db): Promise<number> {
  let expired = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const now = new Date();
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'pending'), ne(orders.paymentStatus, 'completed'), isNotNull(orders.expiresAt), lt(orders.expiresAt, now)))
      .orderBy(asc(orders.expiresAt))
      .limit(BATCH);
    for (const { id } of due) if (await expireOne(db, id, now)) expired++;
    if (due.length < BATCH) break;
  }
  return expired;
}

async function expireOne(db: Db, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'cancelled', expiresAt: null, updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.status, 'pending'), ne(orders.paymentStatus, 'completed'), lt(orders.expiresAt, now)))
      .returning({ paymentMethod: orders.paymentMethod });
    if (!row) return false;
    await releaseStock(tx, id);
    const note = row.paymentMethod === 'bank_transfer' ? 'Virement non reçu dans le délai' : 'Paiement non reçu dans les 30 minutes';
    await recordEvent(tx, id, { type: 'expired', actor: 'system', status: 'cancelled', note });
    return true;
  });
}
