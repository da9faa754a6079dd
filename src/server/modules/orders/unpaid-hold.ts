import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gifts, orderItems, orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { CartLine } from './cart.js';

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
 * Refuses an order that would leave one client, or one recipient phone, holding more than `max`
 * units of a gift in unpaid orders: a bank transfer order holds its stock for days, and nobody
 * should be able to empty a shelf without paying. `held`: heldUnpaid's figure by gift.
 */
export function checkUnpaidHold(lines: readonly CartLine[], held: ReadonlyMap<string, number>, max: number) {
  for (const line of lines) {
    const already = held.get(line.giftId) ?? 0;
    if (already + line.quantity > max) {
      throw new AppError(
        'unpaid_limit',
        `Vous avez déjà ${already} exemplaire(s) de ce cadeau dans des commandes non réglées. ` +
          'Réglez-les ou attendez leur expiration avant d’en commander davantage.',
        { giftId: line.giftId, held: already, max },
      );
    }
  }
}
