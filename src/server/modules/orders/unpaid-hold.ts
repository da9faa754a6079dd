import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gifts, orderItems, orders } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { CartLine } from '../../../contracts/cart-lines.js';

export interface Holder {
  customerId: string | null;
  guestTokenHash: string | null;
  /** Canonical (+212…). */
  recipientPhone: string;
}

/**
 * The units of the outer query's gift (`gifts.id`) that one client, or one recipient phone, already
 * holds in unpaid orders: a column for the read of the order's lines (stock.ts readLines), so the
 * check costs no statement of its own.
 */
export function heldUnpaid(db: DbOrTx, holder: Holder): SQL<number> {
  const sameHolder: SQL[] = [eq(orders.recipientPhone, holder.recipientPhone)];
  if (holder.customerId) sameHolder.push(eq(orders.customerId, holder.customerId));
  if (holder.guestTokenHash) sameHolder.push(eq(orders.guestTokenHash, holder.guestTokenHash));
  const unpaid = and(
    eq(orderItems.giftId, gifts.id),
    ne(orders.status, 'cancelled'),
    inArray(orders.paymentStatus, ['pending', 'awaiting_transfer']),
    or(...sameHolder),
  );
  const units = db
    .select({ units: sql`coalesce(sum(${orderItems.quantity}), 0)::integer` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(unpaid);
  return sql<number>`(${units})`;
}

/**
 * Units of a gift one holder may keep unpaid: `UNPAID_UNITS_PER_GIFT`, and for a gift with a stock at
 * most `UNPAID_STOCK_SHARE_PERCENT` (50) of the shelf as it would be without the holder's unpaid units, at
 * least 1. Half leaves the others at least as many as one holder takes, so no unpaid order empties a shelf
 * of more than one unit; paid units no longer count, so a buyer who wants more pays for the first ones.
 */
export function unpaidCap(rule: { max: number; stockPercent: number }, stock: number | null, held: number) {
  if (stock === null) return rule.max;
  return Math.min(rule.max, Math.max(1, Math.floor(((stock + held) * rule.stockPercent) / 100)));
}

/**
 * Refuses an order that would leave one client, or one recipient phone, holding more units of a gift
 * in unpaid orders than `unpaidCap` allows: a bank transfer order holds its stock for days, and nobody
 * should be able to empty a shelf without paying. `gifts`: the stock and heldUnpaid's figure by gift.
 */
export function checkUnpaidHold(
  lines: readonly CartLine[],
  gifts: ReadonlyMap<string, { stock: number | null; held: number }>,
  rule: { max: number; stockPercent: number },
) {
  for (const line of lines) {
    const gift = gifts.get(line.giftId);
    const already = gift?.held ?? 0;
    const cap = unpaidCap(rule, gift?.stock ?? null, already);
    if (already + line.quantity > cap) {
      const message =
        already > 0
          ? `Vous avez déjà ${already} exemplaire(s) de ce cadeau dans des commandes non réglées. ` +
            'Réglez-les ou attendez leur expiration avant d’en commander davantage.'
          : `Vous ne pouvez réserver que ${cap} exemplaire(s) de ce cadeau avant de le régler. ` +
            'Commandez-en moins, ou réglez cette commande avant d’en commander davantage.';
      throw new AppError('unpaid_limit', message, { giftId: line.giftId, held: already, max: cap });
    }
  }
}
