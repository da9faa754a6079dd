import { deliveryZones, expressOffered, zoneOf, type DeliveryZone } from '../../../contracts/delivery.js';
import type { Quote } from '../../../contracts/orders.js';
import { AppError } from '../../http/app-error.js';
import { settingKeysIn, type Settings } from '../../../contracts/settings.js';
import { fromCentimes, toCentimes } from '../../domain/money.js';
import type { Discount, DiscountCart } from '../promotions/index.js';

/** The settings an order's price and acceptance depend on, read once per order. */
export const orderSettingKeys = [...settingKeysIn('delivery'), 'max_order_items'] as const;

interface PricedLine {
  giftId: string;
  unitPrice: string;
  quantity: number;
}

export const EXPRESS_UNAVAILABLE = 'La livraison express n’est pas disponible';
export const expressUnavailableIn = (city: string) => `La livraison express n’est pas disponible à ${city}`;
export const EXPRESS_DIGITAL = 'Un cadeau numérique n’a pas de livraison express';

/** Express is refused where the shop does not run it: switched off, or not in the zone of this city. */
export function checkExpress(express: boolean, city: string, s: Settings) {
  if (!express) return;
  if (!s.express_delivery) throw new AppError('express_unavailable', EXPRESS_UNAVAILABLE);
  if (!expressOffered(s, city)) throw new AppError('express_unavailable', expressUnavailableIn(city));
}

export const EXPRESS_ADDRESS_UNKNOWN = 'La livraison express demande l’adresse du destinataire';

/**
 * The zone an order without address pays for: the dearest the shop serves, since the recipient may live
 * anywhere it delivers (docs/decisions/027-recipient-gives-the-address.md). Nothing is charged afterwards.
 */
export function dearestZone(s: Settings): DeliveryZone {
  const served = deliveryZones.filter((z) => s[`delivery_${z}`]);
  const zones = served.length > 0 ? served : [...deliveryZones];
  return zones.reduce((a, b) => (toCentimes(s[`delivery_price_${b}`]) > toCentimes(s[`delivery_price_${a}`]) ? b : a));
}

/**
 * What the server charges: lines at catalogue prices, the zone's fee (free from the threshold) and express.
 * `city` null is a cart of digital gifts only: sent to the recipient's phone, with no fee.
 */
export function computeQuote(lines: PricedLine[], city: string | null, express: boolean, s: Settings, addressUnknown = false): Quote {
  const priced = lines.map((l) => ({ ...l, lineTotal: toCentimes(l.unitPrice) * l.quantity }));
  const subtotal = priced.reduce((sum, l) => sum + l.lineTotal, 0);
  const threshold = toCentimes(s.free_delivery_threshold);
  const quoted = (q: Pick<Quote, 'zone' | 'deliverable' | 'digitalOnly' | 'deliveryDays'> & { fee: number; expressFee: number }): Quote => ({
    zone: q.zone,
    deliverable: q.deliverable,
    digitalOnly: q.digitalOnly,
    subtotal: fromCentimes(subtotal),
    deliveryFee: fromCentimes(q.fee),
    expressFee: fromCentimes(q.expressFee),
    discountCode: null,
    discountAmount: '0.00',
    discountName: null,
    total: fromCentimes(subtotal + q.fee + q.expressFee),
    freeDeliveryThreshold: fromCentimes(threshold),
    deliveryDays: q.deliveryDays,
    lines: priced.map((l) => ({ giftId: l.giftId, unitPrice: l.unitPrice, quantity: l.quantity, lineTotal: fromCentimes(l.lineTotal) })),
    extras: [],
  });
  if (city === null && addressUnknown) {
    if (express) throw new AppError('express_unavailable', EXPRESS_ADDRESS_UNKNOWN);
    const zone = dearestZone(s);
    const free = threshold > 0 && subtotal >= threshold;
    return quoted({ zone, deliverable: true, digitalOnly: false, deliveryDays: Number(s[`delivery_time_${zone}`]), fee: free ? 0 : toCentimes(s[`delivery_price_${zone}`]), expressFee: 0 });
  }
  if (city === null) {
    if (express) throw new AppError('express_unavailable', EXPRESS_DIGITAL);
    return quoted({ zone: null, deliverable: true, digitalOnly: true, deliveryDays: 0, fee: 0, expressFee: 0 });
  }
  checkExpress(express, city, s);
  const zone = zoneOf(city);
  // A threshold of 0 means the shop offers no free delivery, not that everything ships free.
  const free = threshold > 0 && subtotal >= threshold;
  return quoted({
    zone,
    deliverable: Boolean(s[`delivery_${zone}`]),
    digitalOnly: false,
    deliveryDays: Number(s[`delivery_time_${zone}`]),
    fee: free ? 0 : toCentimes(s[`delivery_price_${zone}`]),
    expressFee: express ? toCentimes(s.express_delivery_fee) : 0,
  });
}

/** The quote with a promotion's discount taken off: total = subtotal + fees − discount, never below zero. */
export function withDiscount(quote: Quote, discount: Pick<Discount, 'code' | 'name' | 'amount'> | null): Quote {
  if (!discount) return quote;
  const before = toCentimes(quote.subtotal) + toCentimes(quote.deliveryFee) + toCentimes(quote.expressFee);
  const amount = Math.min(discount.amount, before);
  return { ...quote, discountCode: discount.code, discountName: discount.name, discountAmount: fromCentimes(amount), total: fromCentimes(before - amount) };
}

/** The cart as a promotion judges it: lines with their categories, the fees free delivery takes off. */
export function discountCart(quote: Quote, categories: Map<string, string | null>, customerKeys: string[], now: Date): DiscountCart {
  return {
    lines: quote.lines.map((l) => ({ giftId: l.giftId, categoryId: categories.get(l.giftId) ?? null, lineTotal: toCentimes(l.lineTotal) })),
    subtotal: toCentimes(quote.subtotal),
    fees: toCentimes(quote.deliveryFee) + toCentimes(quote.expressFee),
    customerKeys,
    now,
  };
}
