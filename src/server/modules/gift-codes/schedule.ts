import { shopInstant, shopToday } from '../../../contracts/shop-clock.js';

/** When an e-card leaves: a date and a wall-clock hour in Morocco, as an instant. */

export const DEFAULT_ECARD_TIME = '09:00';

/** The e-card's hour on the delivery date (today when none was chosen); an hour already past sends at once. */
export const ecardSendAt = (deliveryDate: string | null, sendTime: string | null, now: Date) =>
  shopInstant(deliveryDate ?? shopToday(now), sendTime ?? DEFAULT_ECARD_TIME);

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
