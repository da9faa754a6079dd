import { randomUUID } from 'node:crypto';
import type { OrderEventType } from '../../contracts/orders.js';
import type { DbOrTx } from '../db/client.js';
import { orderEvents } from '../db/schema/index.js';

export interface NewOrderEvent {
  type: OrderEventType;
  actor: 'customer' | 'admin' | 'system' | 'provider';
  status?: string | null;
  note?: string | null;
}

/** The history line as stored, whole: a caller writing it within a larger statement already holds the row. */
export function eventRow(orderId: string, event: NewOrderEvent): typeof orderEvents.$inferSelect {
  return {
    id: randomUUID(),
    orderId,
    type: event.type,
    actor: event.actor,
    status: event.status ?? null,
    note: event.note ?? null,
    // The client clock, not now(): several events of one transaction keep their order.
    createdAt: new Date(),
  };
}

/** One line of the order's history; written in the same transaction as the change it records. */
export async function recordEvent(db: DbOrTx, orderId: string, event: NewOrderEvent) {
  const row = eventRow(orderId, event);
  await db.insert(orderEvents).values(row);
  return row;
}
