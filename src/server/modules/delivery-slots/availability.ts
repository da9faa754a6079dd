import type { DeliveryDay } from '../../../contracts/delivery-slots.js';
import { addDays, lastBookableDay, MAX_DAYS_AHEAD, shopToday, shopWallTime } from '../../../contracts/shop-clock.js';

/** What a zone's delivery calendar depends on, read from the settings and the blocked dates. */
export interface ZoneRules {
  /** The zone delivers at all (its Livraison switch). */
  enabled: boolean;
  /** "09:00-13:00", in the order of the day. */
  slots: string[];
  /** Orders placed at or after this time (HH:MM, Morocco) count from tomorrow. */
  cutoff: string;
  /** Weekdays without delivery, 0 = Sunday … 6 = Saturday. */
  daysOff: number[];
  /** Days of preparation before the first delivery (the zone's "Délai (jours)"). */
  leadDays: number;
  /** Express (2–4 h) is switched on for the shop and this zone. */
  express: boolean;
  /** Dates without delivery (holidays, the owner's closures). */
  blocked: ReadonlySet<string>;
}

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const slotStart = (slot: string) => slot.slice(0, 5);

/**
 * The dates of [from, from + days) the shop can deliver on in one zone, each with its slots and whether
 * express is possible. The one rule the endpoint, the checkout and order creation share:
 * - before the cut-off, preparation counts from today; at or after it, from tomorrow; then the zone's
 *   lead days; today's slots are offered only while they have not started;
 * - no delivery on a blocked date, a weekday off, or in a zone switched off, nor past 90 days;
 * - express (2–4 h) only today, before the cut-off, where the zone runs it, on a day open for delivery.
 */
export function deliveryDays(rules: ZoneRules, now: Date, from: string, days: number): DeliveryDay[] {
  const clock = shopWallTime(now);
  const beforeCutoff = clock.time < rules.cutoff;
  const earliest = addDays(clock.date, (beforeCutoff ? 0 : 1) + rules.leadDays);
  const last = lastBookableDay(clock.date);
  const answer: DeliveryDay[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    if (date < clock.date || date > last) continue;
    const open = rules.enabled && !rules.blocked.has(date) && !rules.daysOff.includes(weekday(date));
    if (!open) continue;
    const slots = date < earliest ? [] : date === clock.date ? rules.slots.filter((s) => slotStart(s) > clock.time) : rules.slots;
    const express = rules.express && beforeCutoff && date === clock.date;
    if (slots.length > 0 || express) answer.push({ date, slots, express });
  }
  return answer;
}

/**
 * Why an order cannot be booked for `date` from `today` whatever the zone: in the past, or beyond the
 * horizon; null when it can.
 */
export function outsideHorizon(date: string, today: string): string | null {
  if (date < today) return 'La date de livraison ne peut pas être dans le passé';
  if (date > lastBookableDay(today)) return `La date de livraison ne peut pas dépasser ${MAX_DAYS_AHEAD} jours`;
  return null;
}

/** The first date with a slot from today on (null: none within 90 days). */
export function nextDeliveryDate(rules: ZoneRules, now: Date): string | null {
  return deliveryDays(rules, now, shopToday(now), MAX_DAYS_AHEAD + 1).find((d) => d.slots.length > 0)?.date ?? null;
}
