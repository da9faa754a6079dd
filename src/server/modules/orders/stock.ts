import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gifts, orderItems } from '../../db/schema/index.js';
import { cartGifts, cartProblem, lineProblem, unavailable } from './cart.js';
import type { CartLine } from '../../../contracts/cart-lines.js';
import { checkUnpaidHold, heldUnpaid, type Holder } from './unpaid-hold.js';

export type ReservedGift = Pick<typeof gifts.$inferSelect, 'id' | 'name' | 'price' | 'vatRate' | 'images' | 'type' | 'categoryId'> & { quantity: number };

/**
 * The lines' gifts as the order records them (name, price, picture, type), read without a lock, and
 * refused as an empty shelf or a withdrawn gift would be. The order's write takes their stock
 * (insert-order.ts).
 * With `hold`, the same statement reads what the holder already holds unpaid, refused past its cap (a
 * fixed max and a share of the shelf: unpaid-hold.ts) once every line fits the shelf: a line the
 * stock cannot fill is out of stock, whoever asks.
 */
export async function readLines(tx: DbOrTx, lines: readonly CartLine[], hold?: { holder: Holder; max: number; stockPercent: number }): Promise<ReservedGift[]> {
  const rows = await tx
    .select({
      id: gifts.id,
      name: gifts.name,
      price: gifts.price,
      vatRate: gifts.vatRate,
      images: gifts.images,
      type: gifts.type,
      categoryId: gifts.categoryId,
      stock: gifts.stock,
      isActive: gifts.isActive,
      held: hold ? heldUnpaid(tx, hold.holder) : sql<number>`0`,
    })
    .from(gifts)
    .where(inArray(gifts.id, lines.map((l) => l.giftId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const read = lines.map((line) => {
    const gift = byId.get(line.giftId);
    if (!gift) throw unavailable(undefined, line.giftId);
    const problem = lineProblem(line, gift);
    if (problem) throw problem;
    return { id: gift.id, name: gift.name, price: gift.price, vatRate: gift.vatRate, images: gift.images, type: gift.type, categoryId: gift.categoryId, quantity: line.quantity };
  });
  if (hold) checkUnpaidHold(lines, byId, hold);
  return read;
}

/**
 * Why the order's write found a line short of stock (it failed on `gifts_stock_not_negative`): the
 * lines' gifts as they stand now, refused as a quote would be; undefined when the stock came back meanwhile.
 */
export const shortStock = async (db: DbOrTx, lines: readonly CartLine[]) => cartProblem(lines, await cartGifts(db, lines));

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
