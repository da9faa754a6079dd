import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { WithSubqueryWithoutSelection } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { isCheckViolation } from '../../db/errors.js';
import { promotionCustomerUses, promotionUses, promotions } from '../../db/schema/index.js';
import { fromCentimes } from '../../domain/money.js';
import type { Discount } from './discount.js';
import { refused } from './refusals.js';

/**
 * The CTEs that record an order's use inside the order's own statement (orders/insert-order.ts): the
 * promotion's counters and each customer key's, unconditionally. A use past a cap or the budget
 * fails the check constraints of migration 0028, and with them the whole order; the promotion's row
 * lock makes concurrent orders take the last use one after the other.
 */
export function promotionUseCtes(db: DbOrTx, orderId: string, d: Discount) {
  const amount = fromCentimes(d.amount);
  const ctes: WithSubqueryWithoutSelection<string>[] = [
    db.$with('promotion_use').as(
      db.insert(promotionUses).values({
        orderId,
        promotionId: d.promotionId,
        discountAmount: amount,
        customerKeys: d.customerKeys,
        split: d.split.map((s) => ({ giftId: s.giftId, amount: fromCentimes(s.amount) })),
      }),
    ),
    db.$with('promotion_count').as(
      db
        .update(promotions)
        .set({ uses: sql`${promotions.uses} + 1`, discountGiven: sql`${promotions.discountGiven} + ${amount}::numeric` })
        .where(eq(promotions.id, d.promotionId)),
    ),
  ];
  if (d.maxUsesPerCustomer !== null && d.customerKeys.length > 0) {
    const max = d.maxUsesPerCustomer;
    ctes.push(
      db.$with('promotion_customer_count').as(
        db
          .insert(promotionCustomerUses)
          .values([...d.customerKeys].sort().map((customerKey) => ({ promotionId: d.promotionId, customerKey, uses: 1, maxUses: max })))
          .onConflictDoUpdate({
            target: [promotionCustomerUses.promotionId, promotionCustomerUses.customerKey],
            set: { uses: sql`${promotionCustomerUses.uses} + 1` },
          }),
      ),
    );
  }
  return ctes;
}

/**
 * Whether the order's write failed on a promotion's cap: the refusal to answer for a code, or 'retry'
 * for an automatic promotion (read again, it no longer applies); null when the failure is another's.
 */
export function capRefusal(err: unknown, d: Discount | null) {
  if (!d) return null;
  const perCustomer = isCheckViolation(err, 'promotion_customer_uses_max');
  if (!perCustomer && !isCheckViolation(err, 'promotions_max_uses') && !isCheckViolation(err, 'promotions_budget')) return null;
  if (d.code === null) return 'retry' as const;
  return refused(perCustomer ? 'used_by_customer' : 'used_up');
}

/** An order cancelled or expired gives its use back: counted once, whoever cancels. */
export async function releasePromotionUse(tx: DbOrTx, orderId: string, now: Date) {
  const [use] = await tx
    .update(promotionUses)
    .set({ releasedAt: now })
    .where(and(eq(promotionUses.orderId, orderId), isNull(promotionUses.releasedAt)))
    .returning();
  if (!use) return;
  await tx
    .update(promotions)
    .set({ uses: sql`${promotions.uses} - 1`, discountGiven: sql`${promotions.discountGiven} - ${use.discountAmount}::numeric` })
    .where(eq(promotions.id, use.promotionId));
  if (use.customerKeys.length > 0) {
    await tx
      .update(promotionCustomerUses)
      .set({ uses: sql`${promotionCustomerUses.uses} - 1` })
      .where(and(eq(promotionCustomerUses.promotionId, use.promotionId), inArray(promotionCustomerUses.customerKey, use.customerKeys)));
  }
}

/** How an order's discount splits over its lines (gift id) and delivery (null), for the invoice's VAT. */
export async function discountSplitOf(db: DbOrTx, orderId: string) {
  const [use] = await db.select({ split: promotionUses.split }).from(promotionUses).where(eq(promotionUses.orderId, orderId));
  return use?.split ?? [];
}
