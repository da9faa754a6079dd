import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrder, AdminOrderQuerySchema } from '../../../contracts/admin-orders.js';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { orderHours, orders, users } from '../../db/schema/index.js';
import { escapeLike } from '../catalog/index.js';
import { withLinesAndHistory } from './read.js';

type Query = z.output<typeof AdminOrderQuerySchema>;

/** What the search box matches: the order number, the recipient's name or phone, the customer's (or guest's) e-mail, the guest's phone. */
function searchCondition(search: string): SQL | undefined {
  const like = `%${escapeLike(search)}%`;
  const digits = search.replace(/[\s.\-()]/g, '');
  const phone = /^(\+|00)?\d{6,}$/.test(digits) ? `%${escapeLike(digits.replace(/^(?:\+212|00212|0)/, ''))}%` : null;
  return or(
    ilike(orders.orderNumber, like),
    ilike(orders.recipientName, like),
    // any(array(…)) rather than the joined column: PostgreSQL can then combine the trigram indexes.
    sql`${orders.customerId} = any(array(select ${users.id} from ${users} where ${users.email} ilike ${like}))`,
    ilike(orders.senderEmail, like),
    phone ? ilike(orders.recipientPhone, phone) : undefined,
    phone ? ilike(orders.senderPhone, phone) : undefined,
  );
}

export function adminOrderConditions(q: Query): SQL | undefined {
  return and(
    q.status ? eq(orders.status, q.status) : undefined,
    q.paymentStatus ? eq(orders.paymentStatus, q.paymentStatus) : undefined,
    q.deliveryDate ? eq(orders.deliveryDate, q.deliveryDate) : undefined,
    q.search ? searchCondition(q.search) : undefined,
  );
}

/** The unfiltered list's total, from the dashboard's per-hour figures (schema/order-hours.ts): exact, without counting every order. */
async function unfilteredTotal(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${orderHours.orders}), 0)::integer` }).from(orderHours);
  return row?.total ?? 0;
}

/**
 * One page of orders for the back office, newest first, with the total matching: five queries
 * whatever the page size or the number of orders (count, page with customers, lines, history, documents).
 */
export async function listAdminOrders(db: DbOrTx, q: Query, now: Date): Promise<{ total: number; orders: AdminOrder[] }> {
  const where = adminOrderConditions(q);
  const [total, page] = await Promise.all([
    where ? db.select({ total: count() }).from(orders).where(where).then(([row]) => row?.total ?? 0) : unfilteredTotal(db),
    db
      .select({ order: orders, customer: { firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone, address: users.address, city: users.city } })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.customerId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.limit)
      .offset(q.offset),
  ]);
  const full = await withLinesAndHistory(db, page.map((p) => p.order), { now, notes: true, reader: 'shop' });
  const customers = new Map(
    page.map(({ order, customer: c }) => [
      order.id,
      c?.email
        ? { firstName: c.firstName ?? '', lastName: c.lastName ?? null, email: c.email, phone: c.phone ?? null, address: c.address ?? null, city: c.city ?? null }
        : null,
    ]),
  );
  return { total, orders: full.map((o) => ({ ...o, customer: customers.get(o.id) ?? null })) };
}
