import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { QuoteRequestSchema, Quote } from '../../../contracts/orders.js';
import { mergeLines, type CartLine } from '../../../contracts/cart-lines.js';
import type { DbOrTx } from '../../db/client.js';
import { gifts } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { readSettingsOf } from '../settings/index.js';
import { isDigitalOnly, requireCity } from './destination.js';
import { findDiscount } from '../promotions/index.js';
import { priceExtras, withExtras } from '../extras/index.js';
import { computeQuote, discountCart, orderSettingKeys, withDiscount } from './pricing.js';

export function checkItemCount(lines: readonly CartLine[], max: number) {
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (count > max) throw new AppError('too_many_items', `Vous ne pouvez pas commander plus de ${max} articles`, { max });
}

type GiftRow = Pick<typeof gifts.$inferSelect, 'id' | 'name' | 'price' | 'stock' | 'isActive'>;

export const unavailable = (gift: GiftRow | undefined, giftId: string) =>
  new AppError('gift_unavailable', gift ? `Ce cadeau n’est plus disponible: ${gift.name.fr}` : 'Ce cadeau n’est plus disponible', {
    shortages: [{ giftId, available: 0 }],
  });

const outOfStock = (gift: GiftRow) =>
  new AppError('out_of_stock', `Stock insuffisant pour ${gift.name.fr}`, { shortages: [{ giftId: gift.id, available: gift.stock ?? 0 }] });

/** Why a line cannot be ordered now, as the error to throw; undefined when it can. */
export function lineProblem(line: CartLine, gift: GiftRow) {
  if (!gift.isActive) return unavailable(gift, line.giftId);
  if (gift.stock !== null && gift.stock < line.quantity) return outOfStock(gift);
  return undefined;
}

/** The lines' gifts as they stand now: what a quote prices and `cartProblem` judges. */
export const cartGifts = (db: DbOrTx, lines: readonly CartLine[]) =>
  db
    .select({ id: gifts.id, name: gifts.name, price: gifts.price, stock: gifts.stock, isActive: gifts.isActive, type: gifts.type, categoryId: gifts.categoryId })
    .from(gifts)
    .where(inArray(gifts.id, lines.map((l) => l.giftId)));

/**
 * Why the cart cannot be ordered as its gifts (`rows`) stand, as the error to throw: the first line's
 * reason, with `shortages`, what is left of every short line; undefined when it can.
 */
export function cartProblem(lines: readonly CartLine[], rows: readonly GiftRow[]): AppError | undefined {
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Every short line is reported at once, so the customer fixes the cart in one go rather than line after line.
  const shortages = lines.flatMap((line) => {
    const gift = byId.get(line.giftId);
    if (!gift) return [{ giftId: line.giftId, available: 0, problem: unavailable(undefined, line.giftId) }];
    const problem = lineProblem(line, gift);
    return problem ? [{ giftId: line.giftId, available: gift.isActive ? (gift.stock ?? 0) : 0, problem }] : [];
  });
  const first = shortages[0];
  if (!first) return undefined;
  return new AppError(first.problem.code, first.problem.message, {
    shortages: shortages.map(({ giftId, available }) => ({ giftId, available })),
  });
}

/**
 * `POST /api/orders/quote`: the checkout summary's figures, priced exactly as an order would be; a
 * cart with a physical gift needs the city, one of digital gifts only does not. A cart
 * that cannot be ordered answers 409 with the first line's reason and `shortages`: what is left of every short line.
 */
export async function quoteCart(db: DbOrTx, input: z.output<typeof QuoteRequestSchema>, now: Date): Promise<Quote> {
  const settings = await readSettingsOf(db, orderSettingKeys);
  const lines = mergeLines(input.items);
  checkItemCount(lines, settings.max_order_items);
  const rows = await cartGifts(db, lines);
  const problem = cartProblem(lines, rows);
  if (problem) throw problem;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const priced = lines.map((line) => ({ ...line, unitPrice: byId.get(line.giftId)!.price }));
  const digitalOnly = isDigitalOnly(rows.map((r) => r.type));
  const quote =
    !digitalOnly && input.recipientAddressUnknown
      ? computeQuote(priced, null, input.express, settings, true)
      : computeQuote(priced, digitalOnly ? null : requireCity(input.recipientCity), input.express, settings);
  // The customer is not known yet: a per-customer cap is checked when the order is placed.
  const categories = new Map(rows.map((r) => [r.id, r.categoryId]));
  const discounted = withDiscount(quote, await findDiscount(db, input.discountCode, discountCart(quote, categories, [], now)));
  const city = digitalOnly || input.recipientAddressUnknown ? null : (input.recipientCity ?? null);
  return withExtras(discounted, await priceExtras(db, input.extras, { physical: !digitalOnly, city }));
}
