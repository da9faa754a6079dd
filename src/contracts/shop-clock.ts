/**
 * The shop's clock, for the server and the browser alike: Morocco's wall time. Morocco is one zone;
 * Africa/Casablanca's moves around Ramadan (UTC+1 to UTC+0 and back) come from the tz database, so
 * nothing here assumes an offset. A day is a calendar date, "YYYY-MM-DD"; day arithmetic works on the
 * date itself, never on an instant, so no change of the clocks can skip or repeat a day.
 */

export const SHOP_TIME_ZONE = 'Africa/Casablanca';

/** How far ahead a delivery date can be booked, in days after today in Morocco. */
export const MAX_DAYS_AHEAD = 90;

const DAY_MS = 86_400_000;

// One formatter for every call: building an Intl.DateTimeFormat costs more than the date it formats.
const wall = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The date (YYYY-MM-DD) and time (HH:MM) on Morocco's walls at `now`, whatever the machine's zone. */
export function shopWallTime(now: Date): { date: string; time: string } {
  const p: Record<string, string> = {};
  for (const part of wall.formatToParts(now)) p[part.type] = part.value;
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Today in Morocco (YYYY-MM-DD). */
export const shopToday = (now: Date) => shopWallTime(now).date;

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The date `days` after `date` (before it when negative). */
export const addDays = (date: string, days: number) => new Date(dayMs(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to`, negative when `to` comes first. */
export const daysBetween = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS);

/** The last date a delivery can be booked for, from `today`. */
export const lastBookableDay = (today: string) => addDays(today, MAX_DAYS_AHEAD);

/** How far Morocco's walls are ahead of UTC at `instant`, in ms (an hour, none during Ramadan). */
function offsetAt(instant: number): number {
  const { date, time } = shopWallTime(new Date(instant));
  return Date.parse(`${date}T${time}:00Z`) - Math.floor(instant / 60_000) * 60_000;
}

/** `date` (YYYY-MM-DD) at `time` (HH:MM) on Morocco's walls, as an instant. */
export function shopInstant(date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // Twice: the offset at the first guess may differ from the one at the answer across a change.
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}
