import { and, asc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gifts, orderItems } from '../../db/schema/index.js';
import { lineProblem, unavailable, type CartLine } from './cart.js';
import { checkUnpaidHold, heldUnpaid, type Holder } from './unpaid-hold.js';

export type ReservedGift = Pick<typeof gifts.$inferSelect, 'id' | 'name' | 'price' | 'vatRate' | 'images' | 'type'> & { quantity: number };

/** A gift's price changed between reading the lines and taking their stock: the order is priced again. */
export class PriceMovedError extends Error {}

/**
 * The lines' gifts as the order records them (name, price, picture, type), read without a lock, and
 * refused as an empty shelf or a withdrawn gift would be. `takeStock` confirms them at the end.
 * With `hold`, the same statement reads what the holder already holds unpaid, refused past its max
 * (unpaid-hold.ts) before anything else.
 */
export async function readLines(tx: DbOrTx, lines: readonly CartLine[], hold?: { holder: Holder; max: number }): Promise<ReservedGift[]> {
  const rows = await tx
    .select({
      id: gifts.id,
      name: gifts.name,
      price: gifts.price,
      vatRate: gifts.vatRate,
      images: gifts.images,
      type: gifts.type,
      stock: gifts.stock,
      isActive: gifts.isActive,
      held: hold ? heldUnpaid(tx, hold.holder) : sql<number>`0`,
    })
    .from(gifts)
    .where(inArray(gifts.id, lines.map((l) => l.giftId)));
  if (hold) checkUnpaidHold(lines, new Map(rows.map((r) => [r.id, r.held])), hold.max);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return lines.map((line) => {
    const gift = byId.get(line.giftId);
    if (!gift) throw unavailable(undefined, line.giftId);
    const problem = lineProblem(line, gift);
    if (problem) throw problem;
    return { id: gift.id, name: gift.name, price: gift.price, vatRate: gift.vatRate, images: gift.images, type: gift.type, quantity: line.quantity };
  });
}

/**
 * Takes the lines' stock with one conditional update per gift, as the last writes of the order's
 * transaction: the row lock makes a concurrent buyer wait and re-check `stock >= q`, so the last
 * unit is never sold twice, and it is held only until the commit that follows. The update also
 * checks the price the order was written with (PriceMovedError when an admin changed it meanwhile).
 * Lines must be sorted by gift id (mergeLines) to avoid deadlocks.
 */
export async function takeStock(tx: DbOrTx, lines: readonly ReservedGift[]): Promise<void> {
  for (const line of lines) {
    const [row] = await tx
      .update(gifts)
      .set({ stock: sql`${gifts.stock} - ${line.quantity}` })
      .where(
        and(
          eq(gifts.id, line.id),
          eq(gifts.isActive, true),
          eq(gifts.price, line.price),
          or(isNull(gifts.stock), gte(gifts.stock, line.quantity)),
        ),
      )
      .returning({ id: gifts.id });
    if (!row) throw await refusal(tx, { giftId: line.id, quantity: line.quantity });
  }
}

/** The reason a reservation found no row: the gift is gone, switched off, or short of stock. */
async function refusal(tx: DbOrTx, line: CartLine) {
  const [gift] = await tx
    .select({ id: gifts.id, name: gifts.name, price: gifts.price, stock: gifts.stock, isActive: gifts.isActive })
    .from(gifts)
    .where(eq(gifts.id, line.giftId));
  if (!gift) return unavailable(undefined, line.giftId);
  return lineProblem(line, gift) ?? new PriceMovedError(`price of ${line.giftId} changed`);
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
