import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gifts, orderEvents, orderItems, orders, outbox } from '../../db/schema/index.js';
import { outboxValues, type OutboxMessage } from '../notifications/index.js';
import type { ItemRow } from './read.js';
import { promotionUseCtes, type Discount } from '../promotions/index.js';
import { extraCtes } from '../extras/index.js';
import type { OrderExtra } from '../../../contracts/extras.js';

/**
 * Writes a new order in one statement, which is its own transaction: the order's insert, with its
 * lines, its first history line, its messages and the taking of its lines' stock as data-modifying
 * CTEs, whose constraints PostgreSQL checks at the end of the statement. Their ids are the caller's.
 * Answers the order's row.
 *
 * The stock is taken whatever is left: a line short of it fails the whole statement on
 * `gifts_stock_not_negative`, and nothing is written. The gifts' rows are locked in id order
 * (`order by … for no key update`, the lock the update takes), so two carts never wait on each
 * other crosswise. Listed first, the stock's CTE runs last (PostgreSQL runs the CTEs nobody reads
 * after the main insert, the last listed first): a gift's row is held only until the commit.
 */
export async function insertOrder(
  db: DbOrTx,
  order: typeof orders.$inferInsert & { id: string },
  rows: { items: (ItemRow & { giftId: string })[]; event: typeof orderEvents.$inferInsert; messages: OutboxMessage[]; discount: Discount | null; extras: readonly OrderExtra[] },
) {
  const taken = sql.join(
    rows.items.map((i) => sql`(${i.giftId}::uuid, ${i.quantity}::integer)`),
    sql`, `,
  );
  const [row] = await db
    .with(
      db.$with('order_stock', { id: gifts.id }).as(
        sql`update ${gifts} set stock = ${gifts.stock} - l.quantity
          from (select g.id, v.quantity from ${gifts} g join (values ${taken}) v (id, quantity) on g.id = v.id order by g.id for no key update of g) l
          where ${gifts.id} = l.id returning ${gifts.id}`,
      ),
      // Listed after the gifts' stock, so run before it: promotion, extras, then gifts, as a cancellation gives them back.
      ...extraCtes(db, order.id, rows.extras),
      db.$with('order_lines').as(db.insert(orderItems).values(rows.items)),
      db.$with('order_history').as(db.insert(orderEvents).values(rows.event)),
      ...(rows.messages.length ? [db.$with('order_messages').as(db.insert(outbox).values(rows.messages.map(outboxValues)))] : []),
      // Listed after the stock's, so run before it: every order takes the promotion's row, then its gifts'.
      ...(rows.discount ? promotionUseCtes(db, order.id, rows.discount) : []),
    )
    .insert(orders)
    .values(order)
    .returning();
  if (!row) throw new Error(`order ${order.orderNumber} not written`);
  return row;
}
