import { and, eq, gte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orders, savedCarts } from '../../db/schema/index.js';

/**
 * An order by the cart's contact (its e-mail or phone) placed at or after `since`. An order left
 * unpaid until it expired does not count: that visitor left without paying too.
 */
export function orderedBy(since: AnyPgColumn | SQL): SQL {
  const sameContact = or(
    and(sql`${savedCarts.email} is not null`, eq(orders.senderEmail, savedCarts.email)),
    and(sql`${savedCarts.phone} is not null`, eq(orders.senderPhone, savedCarts.phone)),
  );
  const stillAnOrder = or(ne(orders.status, 'cancelled'), eq(orders.paymentStatus, 'completed'));
  return and(sameContact, stillAnOrder, gte(orders.createdAt, since))!;
}
