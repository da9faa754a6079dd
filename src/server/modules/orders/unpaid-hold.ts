import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { CartLine } from './cart.js';

export interface Holder {
  customerId: string | null;
  guestTokenHash: string | null;
  /** Canonical (+212…). */
  recipientPhone: string;
}

/**
 * Refuses an order that would leave one client, or one recipient phone, holding more than `max`
 * units of a gift in unpaid orders: a bank transfer order holds its stock for days, and nobody
 * should be able to empty a shelf without paying.
 */
export async function checkUnpaidHold(tx: DbOrTx, lines: readonly CartLine[], holder: Holder, max: number) {
  const sameHolder: SQL[] = [eq(orders.recipientPhone, holder.recipientPhone)];
  if (holder.customerId) sameHolder.push(eq(orders.customerId, holder.customerId));
  if (holder.guestTokenHash) sameHolder.push(eq(orders.guestTokenHash, holder.guestTokenHash));
  const held = await tx
    .select({ giftId: orderItems.giftId, units: sql<number>`sum(${orderItems.quantity})::integer` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orderItems.giftId, lines.map((l) => l.giftId)),
        ne(orders.status, 'cancelled'),
        inArray(orders.paymentStatus, ['pending', 'awaiting_transfer']),
        or(...sameHolder),
      ),
    )
    .groupBy(orderItems.giftId);
  const units = new Map(held.map((h) => [h.giftId, h.units]));
  for (const line of lines) {
    const already = units.get(line.giftId) ?? 0;
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
