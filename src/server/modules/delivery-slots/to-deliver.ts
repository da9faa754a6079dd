import { and, asc, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { ToDeliver } from '../../../contracts/delivery-slots.js';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { addDays } from '../../../contracts/shop-clock.js';

/**
 * The live orders with something to carry on [from, from + days), grouped by date then slot in the
 * order of the day (express first, then the slots, then the orders without slot).
 */
export async function toDeliver(db: DbOrTx, from: string, days: number): Promise<ToDeliver> {
  const to = addDays(from, days - 1);
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      recipientName: orders.recipientName,
      recipientCity: orders.recipientCity,
      recipientAddress: orders.recipientAddress,
      express: orders.express,
      date: orders.deliveryDate,
      slot: orders.deliverySlot,
    })
    .from(orders)
    .where(
      and(
        gte(orders.deliveryDate, from),
        lte(orders.deliveryDate, to),
        isNotNull(orders.recipientCity),
        inArray(orders.status, ['pending', 'processing']),
      ),
    )
    .orderBy(asc(orders.deliveryDate), asc(orders.deliverySlot), asc(orders.orderNumber));
  const groups = new Map<string, ToDeliver['groups'][number]>();
  const rank = (slot: string | null) => (slot === 'express' ? '0' : slot === null ? '2' : `1${slot}`);
  for (const { date, slot, ...order } of rows) {
    const key = order.express ? 'express' : slot;
    const id = `${date}|${rank(key)}`;
    const group = groups.get(id) ?? { date: date!, slot: key, orders: [] };
    group.orders.push(order);
    groups.set(id, group);
  }
  return { from, to, groups: [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, g]) => g) };
}
