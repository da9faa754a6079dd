import { casablancaToday } from '../orders/delivery-date.js';

/** When an e-card leaves: a date and a wall-clock hour in Morocco, as an instant. */

export const SHOP_TIME_ZONE = 'Africa/Casablanca';
export const DEFAULT_ECARD_TIME = '09:00';

/** Minutes the zone is ahead of UTC at `instant` (Morocco moves between +1 and +0 around Ramadan). */
function offsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** `date` (YYYY-MM-DD) at `time` (HH:MM) in Casablanca. */
export function casablancaInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  // Twice: the offset at the first guess may differ from the one at the answer across a change.
  const first = wall - offsetMinutes(wall) * 60_000;
  return new Date(wall - offsetMinutes(first) * 60_000);
}

/** The e-card's hour on the delivery date (today when none was chosen); an hour already past sends at once. */
export const ecardSendAt = (deliveryDate: string | null, sendTime: string | null, now: Date) =>
  casablancaInstant(deliveryDate ?? casablancaToday(now), sendTime ?? DEFAULT_ECARD_TIME);

/** Adds calendar months (the 31st of a shorter month lands on its last day). */
export function addMonths(from: Date, months: number): Date {
  const to = new Date(from);
  const day = to.getUTCDate();
  to.setUTCDate(1);
  to.setUTCMonth(to.getUTCMonth() + months);
  const last = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  to.setUTCDate(Math.min(day, last));
  return to;
}
