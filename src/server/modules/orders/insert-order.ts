import type { DbOrTx } from '../../db/client.js';
import { orderEvents, orderItems, orders, outbox } from '../../db/schema/index.js';
import { outboxValues, type OutboxMessage } from '../notifications/outbox.js';
import type { ItemRow } from './read.js';

/**
 * Writes a new order with its lines, its first history line and its messages in one statement:
 * the others are data-modifying CTEs of the order's insert, whose foreign keys PostgreSQL checks at
 * the end of the statement. Their ids are the caller's. Answers the order's row.
 */
export async function insertOrder(
  tx: DbOrTx,
  order: typeof orders.$inferInsert & { id: string },
  rows: { items: ItemRow[]; event: typeof orderEvents.$inferInsert; messages: OutboxMessage[] },
) {
  const [row] = await tx
    .with(
      tx.$with('order_lines').as(tx.insert(orderItems).values(rows.items)),
      tx.$with('order_history').as(tx.insert(orderEvents).values(rows.event)),
      ...(rows.messages.length ? [tx.$with('order_messages').as(tx.insert(outbox).values(rows.messages.map(outboxValues)))] : []),
    )
    .insert(orders)
    .values(order)
    .returning();
  if (!row) throw new Error(`order ${order.orderNumber} not written`);
  return row;
}
