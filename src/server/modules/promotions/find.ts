import { and, eq, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { promotionCustomerUses, promotions } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { discountFor, type Discount, type DiscountCart, type PromotionRow } from './discount.js';
import { refused } from './refusals.js';

/** The most any of the customer's keys (account, e-mail, phone) used the promotion. */
async function customerUses(db: DbOrTx, promo: PromotionRow, keys: string[]) {
  if (promo.maxUsesPerCustomer === null || keys.length === 0) return 0;
  const [row] = await db
    .select({ most: max(promotionCustomerUses.uses) })
    .from(promotionCustomerUses)
    .where(and(eq(promotionCustomerUses.promotionId, promo.id), inArray(promotionCustomerUses.customerKey, keys)));
  return row?.most ?? 0;
}

/**
 * The automatic promotions switched on: what every order without a code reads (kept with the shop's
 * rules). Read at once, into a promise: a query builder kept in a cache would run again at each await.
 */
export async function activeAutomaticPromotions(db: DbOrTx): Promise<PromotionRow[]> {
  return await db.select().from(promotions).where(and(eq(promotions.automatic, true), eq(promotions.active, true)));
}

/**
 * The discount the server gives this cart: the code's (refused with `discount_invalid` and its reason),
 * or without a code the largest of the automatic promotions it qualifies for; null when none.
 * One promotion per order: a code replaces the automatic ones. `automatic` reads them, kept or not.
 */
export async function findDiscount(
  db: DbOrTx,
  code: string | null | undefined,
  cart: DiscountCart,
  automatic: () => Promise<PromotionRow[]> = () => activeAutomaticPromotions(db),
): Promise<Discount | null> {
  if (code) {
    const [promo] = await db.select().from(promotions).where(eq(promotions.code, code));
    if (!promo) throw refused('unknown');
    return discountFor(promo, cart, await customerUses(db, promo, cart.customerKeys));
  }
  let best: Discount | null = null;
  for (const promo of await automatic()) {
    try {
      const discount = discountFor(promo, cart, await customerUses(db, promo, cart.customerKeys));
      if (!best || discount.amount > best.amount) best = discount;
    } catch (err) {
      // An automatic promotion the cart does not qualify for is simply not applied.
      if (!(err instanceof AppError && err.code === 'discount_invalid')) throw err;
    }
  }
  return best;
}

/** The customer's keys a per-customer cap counts: the account, the e-mail and the phone given. */
export function customerKeysOf(who: { customerId: string | null; email: string | null; phone: string | null }): string[] {
  return [
    who.customerId ? `user:${who.customerId}` : null,
    who.email ? `email:${who.email.trim().toLowerCase()}` : null,
    who.phone ? `phone:${who.phone}` : null,
  ].filter((k) => k !== null);
}
