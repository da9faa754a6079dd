import type { promotions } from '../../db/schema/index.js';
import { toCentimes } from '../../domain/money.js';
import { refused } from './refusals.js';

export type PromotionRow = typeof promotions.$inferSelect;

/** A cart as a promotion judges it, amounts in centimes. */
export interface DiscountCart {
  lines: { giftId: string; categoryId: string | null; lineTotal: number }[];
  subtotal: number;
  /** Delivery and express together: what free delivery takes off. */
  fees: number;
  /** The customer's account, e-mail and phone ("user:…", "email:…", "phone:…"); none known for a quote. */
  customerKeys: string[];
  now: Date;
}

/** What a promotion takes off this cart: in all, and per line (`giftId`) and on delivery (`null`), for the invoice's VAT. */
export interface Discount {
  promotionId: string;
  code: string | null;
  name: string | null;
  amount: number;
  split: { giftId: string | null; amount: number }[];
  customerKeys: string[];
  maxUsesPerCustomer: number | null;
}

/** Spreads `amount` over the lines in proportion to their totals, the centimes left over one by one, never past a line's total. */
export function spread(amount: number, lines: { giftId: string; lineTotal: number }[]) {
  const total = lines.reduce((s, l) => s + l.lineTotal, 0);
  const shares = lines.map((l) => ({ giftId: l.giftId, amount: total ? Math.floor((amount * l.lineTotal) / total) : 0, max: l.lineTotal }));
  let left = amount - shares.reduce((s, l) => s + l.amount, 0);
  for (let i = 0; left > 0; i = (i + 1) % shares.length) {
    const share = shares[i]!;
    if (share.amount < share.max) {
      share.amount++;
      left--;
    }
  }
  return shares.map(({ giftId, amount }) => ({ giftId, amount }));
}

/**
 * What `promo` takes off `cart`, or the refusal to throw (`discount_invalid`). `customerUses` holds how
 * often each of the cart's customer keys used it. The caps are checked again by the order's write.
 */
export function discountFor(promo: PromotionRow, cart: DiscountCart, customerUses: number): Discount {
  if (!promo.active) throw refused('paused');
  if (promo.startsAt && promo.startsAt > cart.now) throw refused('not_started');
  if (promo.endsAt && promo.endsAt <= cart.now) throw refused('expired');
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) throw refused('used_up');
  if (promo.maxUsesPerCustomer !== null && customerUses >= promo.maxUsesPerCustomer) throw refused('used_by_customer');
  if (promo.minOrder !== null && cart.subtotal < toCentimes(promo.minOrder)) throw refused('under_minimum', promo.minOrder);
  const scoped = promo.categoryIds.length > 0 || promo.giftIds.length > 0;
  const eligible = scoped ? cart.lines.filter((l) => promo.giftIds.includes(l.giftId) || (l.categoryId !== null && promo.categoryIds.includes(l.categoryId))) : cart.lines;
  const base = eligible.reduce((s, l) => s + l.lineTotal, 0);
  const value = toCentimes(promo.value);
  let split: Discount['split'];
  if (promo.kind === 'free_delivery') {
    if (cart.fees === 0 || eligible.length === 0) throw refused('not_applicable');
    split = [{ giftId: null, amount: cart.fees }];
  } else {
    if (base === 0) throw refused('not_applicable');
    // value is centimes of a percent for `percent` (10.00 % = 1000): rounded once, to the centime.
    const amount = promo.kind === 'percent' ? Math.round((base * value) / 10_000) : Math.min(value, base);
    split = spread(amount, eligible).filter((s) => s.amount > 0);
  }
  const amount = split.reduce((s, l) => s + l.amount, 0);
  // The campaign budget is spent: the promotion gives no more, whole or in part.
  if (promo.budget !== null && toCentimes(promo.discountGiven) + amount > toCentimes(promo.budget)) throw refused('used_up');
  return {
    promotionId: promo.id,
    code: promo.code,
    name: promo.name,
    amount,
    split,
    customerKeys: promo.maxUsesPerCustomer !== null ? cart.customerKeys : [],
    maxUsesPerCustomer: promo.maxUsesPerCustomer,
  };
}
