import { and, asc, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gifts, orderItems } from '../../db/schema/index.js';
import { lineProblem, unavailable, type CartLine } from './cart.js';

type ReservedGift = Pick<typeof gifts.$inferSelect, 'id' | 'name' | 'price' | 'vatRate' | 'images' | 'type'> & { quantity: number };

/**
 * Takes the lines' stock with one conditional update per gift, inside the order's transaction: the row
 * lock makes a concurrent buyer wait and re-check `stock >= q`, so the last unit is never sold twice.
 * Prices are read from the locked rows. Lines must be sorted by gift id (mergeLines) to avoid deadlocks.
 */
export async function reserveStock(tx: DbOrTx, lines: readonly CartLine[]): Promise<ReservedGift[]> {
  const reserved: ReservedGift[] = [];
  for (const line of lines) {
    const [row] = await tx
      .update(gifts)
      .set({ stock: sql`${gifts.stock} - ${line.quantity}` })
      .where(
        and(
          eq(gifts.id, line.giftId),
          eq(gifts.isActive, true),
          or(isNull(gifts.stock), gte(gifts.stock, line.quantity)),
        ),
      )
      .returning({ id: gifts.id, name: gifts.name, price: gifts.price, vatRate: gifts.vatRate, images: gifts.images, type: gifts.type });
    if (!row) throw await refusal(tx, line);
    reserved.push({ ...row, quantity: line.quantity });
  }
  return reserved;
}

/** The reason a reservation found no row: the gift is gone, switched off, or short of stock. */
async function refusal(tx: DbOrTx, line: CartLine) {
  const [gift] = await tx
    .select({ id: gifts.id, name: gifts.name, price: gifts.price, stock: gifts.stock, isActive: gifts.isActive })
    .from(gifts)
    .where(eq(gifts.id, line.giftId));
  if (!gift) return unavailable(undefined, line.giftId);
  return lineProblem(line, gift) ?? unavailable(gift, line.giftId);
}

/** Puts an order's quantities back on the shelf; the caller guards against doing it twice. */
export async function releaseStock(tx: DbOrTx, orderId: string) {
  const items = await tx
    .select({ giftId: orderItems.giftId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.giftId)))
    .orderBy(asc(orderItems.giftId));
  for (const item of items) {
    if (!item.giftId) continue;
    await tx
      .update(gifts)
      .set({ stock: sql`${gifts.stock} + ${item.quantity}` })
      .where(and(eq(gifts.id, item.giftId), isNotNull(gifts.stock)));
  }
}
