import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { EXTRA_QUANTITY_MAX, type OrderExtra } from '../../../contracts/extras.js';
import { deliveryZones, zoneOf } from '../../../contracts/delivery.js';
import type { Quote } from '../../../contracts/orders.js';
import type { Localized } from '../../../contracts/common.js';
import type { DbOrTx } from '../../db/client.js';
import { isCheckViolation } from '../../db/errors.js';
import { extras, orderExtras } from '../../db/schema/index.js';
import { fromCentimes, toCentimes } from '../../domain/money.js';
import { invalid } from '../../http/app-error.js';

/** An extra as the order sells it: the catalogue's name, price and VAT of the moment. */
export interface PricedExtra {
  extraId: string;
  name: Localized;
  unitPrice: string;
  vatRate: number;
  quantity: number;
}

export const EXTRAS_NEED_A_PARCEL = 'Les extras accompagnent un cadeau à livrer';

const refuse = (message: string, path = 'extras') => invalid(message, { issues: [{ path, message }] });

/**
 * The extras asked for, priced from the table and refused with a 400 and its `issues` when the order
 * cannot take them: no physical gift, an extra unknown or paused, not offered in the city's zone (in every
 * zone while the recipient has not given the address), past the quantity allowed or short of stock. Read without a
 * lock: the order's statement takes the stock and fails if it is gone meanwhile (`extrasShort`).
 */
export async function priceExtras(
  db: DbOrTx,
  asked: readonly { extraId: string; quantity: number }[],
  order: { physical: boolean; city: string | null },
): Promise<PricedExtra[]> {
  if (asked.length === 0) return [];
  if (!order.physical) throw refuse(EXTRAS_NEED_A_PARCEL);
  // With the city not known yet (the recipient gives the address later), only an extra every zone offers may go.
  const city = order.city;
  const zones = city ? [zoneOf(city)] : deliveryZones;
  // The same extra twice is one line, reported at its first place in the request.
  const merged = new Map<string, { quantity: number; at: number }>();
  asked.forEach((line, at) => {
    const seen = merged.get(line.extraId);
    merged.set(line.extraId, { quantity: (seen?.quantity ?? 0) + line.quantity, at: seen?.at ?? at });
  });
  const rows = await db.select().from(extras).where(inArray(extras.id, [...merged.keys()]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...merged]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([extraId, { quantity, at }]) => {
      const row = byId.get(extraId);
      if (!row || !row.active) throw refuse('Cet extra n’est plus proposé', `extras.${at}.extraId`);
      if (!zones.every((zone) => row.zones.includes(zone))) {
        const where = city ? `à ${city}` : 'dans toutes les villes, or l’adresse n’est pas encore connue';
        throw refuse(`${row.name.fr} n’est pas proposé ${where}`, `extras.${at}.extraId`);
      }
      if (quantity > EXTRA_QUANTITY_MAX) throw refuse(`La quantité maximale est ${EXTRA_QUANTITY_MAX}`, `extras.${at}.quantity`);
      if (row.stock < quantity) {
        throw refuse(row.stock === 0 ? `${row.name.fr} est épuisé` : `Plus que ${row.stock} en stock pour ${row.name.fr}`, `extras.${at}.quantity`);
      }
      return { extraId, name: row.name, unitPrice: row.price, vatRate: row.vatRate, quantity };
    });
}

/**
 * The quote with its extras added: they count in the subtotal and the total, after the promotion and
 * the free delivery threshold, which judge the gifts alone (decision 050).
 */
export function withExtras(quote: Quote, priced: readonly PricedExtra[]): Quote {
  if (priced.length === 0) return quote;
  const lines = priced.map((e) => ({ extraId: e.extraId, unitPrice: e.unitPrice, quantity: e.quantity, lineTotal: fromCentimes(toCentimes(e.unitPrice) * e.quantity) }));
  const added = lines.reduce((s, l) => s + toCentimes(l.lineTotal), 0);
  return {
    ...quote,
    subtotal: fromCentimes(toCentimes(quote.subtotal) + added),
    total: fromCentimes(toCentimes(quote.total) + added),
    extras: lines,
  };
}

/** The extras priced, as the order's lines will hold them (their ids drawn before the order's one statement). */
export const soldExtras = (priced: readonly PricedExtra[]): OrderExtra[] =>
  priced.map((e) => ({ id: randomUUID(), extraId: e.extraId, name: e.name, price: e.unitPrice, vatRate: e.vatRate, quantity: e.quantity }));

/**
 * The CTEs that write an order's extras inside the order's own statement (orders/insert-order.ts): its
 * lines, and the taking of their stock whatever is left, rows locked in id order. A line short of it
 * fails `extras_stock_not_negative`, and nothing of the order is written.
 */
export function extraCtes(db: DbOrTx, orderId: string, sold: readonly OrderExtra[]) {
  if (sold.length === 0) return [];
  const taken = sql.join(
    sold.map((e) => sql`(${e.extraId}::uuid, ${e.quantity}::integer)`),
    sql`, `,
  );
  return [
    db.$with('order_extra_stock', { id: extras.id }).as(
      sql`update ${extras} set stock = ${extras.stock} - l.quantity
        from (select x.id, v.quantity from ${extras} x join (values ${taken}) v (id, quantity) on x.id = v.id order by x.id for no key update of x) l
        where ${extras.id} = l.id returning ${extras.id}`,
    ),
    db.$with('order_extra_lines').as(
      db.insert(orderExtras).values(sold.map((e) => ({ id: e.id, orderId, extraId: e.extraId, name: e.name, unitPrice: e.price, vatRate: e.vatRate, quantity: e.quantity }))),
    ),
  ];
}

/** The order's statement failed because an extra ran out meanwhile: the order is tried again, and refused as the stock now stands. */
export const extrasShort = (err: unknown) => isCheckViolation(err, 'extras_stock_not_negative');

/** Still short after the order's last try (others kept taking it): refused as a shortage, never a 500. */
export const extrasRanOut = () => refuse('Un extra demandé vient d’être épuisé. Vérifiez vos extras.');

/** Puts a cancelled or expired order's extras back in stock; run by the orders' `cancelled` hook, once per cancellation. */
export async function releaseExtras(tx: DbOrTx, orderId: string) {
  const lines = await tx
    .select({ extraId: orderExtras.extraId, quantity: orderExtras.quantity })
    .from(orderExtras)
    .where(and(eq(orderExtras.orderId, orderId), isNotNull(orderExtras.extraId)))
    .orderBy(asc(orderExtras.extraId));
  for (const line of lines) {
    if (!line.extraId) continue;
    await tx
      .update(extras)
      .set({ stock: sql`${extras.stock} + ${line.quantity}` })
      .where(eq(extras.id, line.extraId));
  }
}

type OrderExtraRow = typeof orderExtras.$inferSelect;

export const toOrderExtra = (row: OrderExtraRow): OrderExtra => ({
  id: row.id,
  extraId: row.extraId,
  name: row.name,
  price: row.unitPrice,
  vatRate: row.vatRate,
  quantity: row.quantity,
});

/** The extras of these orders, by order. */
export async function extrasOfOrders(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderExtra[]>> {
  const out = new Map<string, OrderExtra[]>();
  if (orderIds.length === 0) return out;
  const rows = await db.select().from(orderExtras).where(inArray(orderExtras.orderId, orderIds)).orderBy(asc(orderExtras.createdAt), asc(orderExtras.id));
  for (const row of rows) out.set(row.orderId, [...(out.get(row.orderId) ?? []), toOrderExtra(row)]);
  return out;
}

/** The order's extras as invoice lines, at their own VAT rate (the invoice's name is French). */
export async function extraInvoiceLines(tx: DbOrTx, orderId: string) {
  const rows = await tx.select().from(orderExtras).where(eq(orderExtras.orderId, orderId)).orderBy(asc(orderExtras.createdAt), asc(orderExtras.id));
  return rows.map((r) => ({ name: r.name.fr, unitPrice: r.unitPrice, quantity: r.quantity, vatRate: r.vatRate }));
}
