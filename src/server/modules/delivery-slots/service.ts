import { expressOffered, zoneOf } from '../../../contracts/delivery.js';
import { parseSlots, type DeliverySlots } from '../../../contracts/delivery-slots.js';
import type { Settings } from '../../../contracts/settings.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../http/app-error.js';
import { readSettingsOf } from '../settings/index.js';
import { lastBookableDay, shopToday } from '../../../contracts/shop-clock.js';
import { deliveryDays, nextDeliveryDate, outsideHorizon, type ZoneRules } from './availability.js';
import { blockedBetween, type BlockedDates } from './calendar.js';

type ZoneKey<P extends string> = `${P}${'casablanca' | 'rabat' | 'marrakech' | 'national'}`;
type RuleSettings = Pick<
  Settings,
  | ZoneKey<'delivery_'>
  | ZoneKey<'delivery_slots_'>
  | ZoneKey<'delivery_cutoff_'>
  | ZoneKey<'delivery_days_off_'>
  | ZoneKey<'delivery_time_'>
  | ZoneKey<'express_'>
  | 'express_delivery'
>;

/** A city's rules from the settings; the blocked dates of the whole 90-day horizon are read once. */
export async function zoneRules(
  db: DbOrTx,
  city: string,
  now: Date,
  s?: RuleSettings,
  blocked: BlockedDates = (from, to) => blockedBetween(db, from, to),
): Promise<ZoneRules> {
  const zone = zoneOf(city);
  const settings =
    s ??
    (await readSettingsOf(db, [
      `delivery_${zone}`,
      `delivery_slots_${zone}`,
      `delivery_cutoff_${zone}`,
      `delivery_days_off_${zone}`,
      `delivery_time_${zone}`,
      `express_${zone}`,
      'express_delivery',
    ] as const));
  const today = shopToday(now);
  const daysOff = String((settings as RuleSettings)[`delivery_days_off_${zone}`]);
  return {
    enabled: Boolean((settings as RuleSettings)[`delivery_${zone}`]),
    slots: parseSlots(String((settings as RuleSettings)[`delivery_slots_${zone}`])),
    cutoff: String((settings as RuleSettings)[`delivery_cutoff_${zone}`]),
    daysOff: daysOff ? daysOff.split(',').map(Number) : [],
    leadDays: Number((settings as RuleSettings)[`delivery_time_${zone}`]),
    // Express is for the named cities of a zone that runs it, as the quote says (a village far away waits for the day's round).
    express: expressOffered(settings as RuleSettings, city),
    blocked: await blocked(today, lastBookableDay(today)),
  };
}

/** `GET /api/delivery-slots`: the dates and slots of [from, from + days) for a city. */
export async function deliverySlots(db: DbOrTx, q: { city: string; from?: string; days: number }, now: Date): Promise<DeliverySlots> {
  const rules = await zoneRules(db, q.city, now);
  const today = shopToday(now);
  return {
    city: q.city,
    zone: zoneOf(q.city),
    today,
    nextDate: nextDeliveryDate(rules, now),
    days: deliveryDays(rules, now, q.from ?? today, q.days),
  };
}

const unavailable = (message: string, rules: ZoneRules, now: Date) =>
  new AppError('delivery_unavailable', message, { nextDate: nextDeliveryDate(rules, now) });

/**
 * The date and slot an order of physical gifts asks for, checked once on the shop's clock: within the
 * horizon, then against the same rule as the checkout's calendar. Without a date the order goes out as
 * soon as possible; express is for today. Answers the slot to store (none for express).
 */
export async function checkOrderDelivery(
  db: DbOrTx,
  order: { city: string; date: string | null; slot: string | null; express: boolean },
  now: Date,
  s?: RuleSettings,
  blocked?: BlockedDates,
): Promise<string | null> {
  if (order.slot && !order.date) throw invalid('Choisissez une date avec le créneau', { issues: [{ path: 'deliveryDate', message: 'Choisissez une date avec le créneau' }] });
  const rules = await zoneRules(db, order.city, now, s, blocked);
  const today = shopToday(now);
  const outside = order.date ? outsideHorizon(order.date, today) : null;
  if (outside) throw unavailable(outside, rules, now);
  if (order.express) {
    const day = deliveryDays(rules, now, today, 1)[0];
    if (!day?.express) throw new AppError('express_unavailable', 'La livraison express n’est plus possible aujourd’hui');
    if (order.date && order.date !== today) throw unavailable('La livraison express se fait le jour même', rules, now);
    return null;
  }
  if (!order.date) return null;
  const day = deliveryDays(rules, now, order.date, 1)[0];
  if (!day || day.slots.length === 0) throw unavailable('Nous ne livrons pas à cette date', rules, now);
  if (order.slot && !day.slots.includes(order.slot)) throw unavailable('Ce créneau n’est pas disponible à cette date', rules, now);
  return order.slot;
}
