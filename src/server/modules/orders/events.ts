import type { OrderEventType } from '../../../contracts/orders.js';
import type { DbOrTx } from '../../db/client.js';
import { orderEvents } from '../../db/schema/index.js';

export interface NewOrderEvent {
  type: OrderEventType;
  actor: 'customer' | 'admin' | 'system' | 'provider';
  status?: string | null;
  note?: string | null;
}

/** One line of the order's history; written in the same transaction as the change it records. */
export async function recordEvent(db: DbOrTx, orderId: string, event: NewOrderEvent) {
  const [row] = await db
    .insert(orderEvents)
    .values({
      orderId,
      type: event.type,
      actor: event.actor,
      status: event.status ?? null,
      note: event.note ?? null,
      // The client clock, not now(): several events of one transaction keep their order.
      createdAt: new Date(),
    })
    .returning();
  if (!row) throw new Error(`event not recorded for order ${orderId}`);
  return row;
}
