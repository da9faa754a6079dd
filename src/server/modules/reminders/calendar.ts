/** Calendar days as the shop lives them, in Africa/Casablanca, whatever the server's clock zone. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

const SHOP_ZONE = 'Africa/Casablanca';
const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_ZONE, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', hourCycle: 'h23' });

/** The shop's calendar day and hour at `now`. */
export function shopDay(now: Date): Day & { hour: number } {
  const p = Object.fromEntries(parts.formatToParts(now).map((x) => [x.type, x.value]));
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day), hour: Number(p.hour) };
}

const toUtc = (d: Day) => Date.UTC(d.year, d.month - 1, d.day);
const fromUtc = (ms: number): Day => {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
export const addDays = (d: Day, n: number): Day => fromUtc(toUtc(d) + n * 86_400_000);
export const compareDays = (a: Day, b: Day) => toUtc(a) - toUtc(b);
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The date an occasion falls on in `year`: 29 February is kept on the 28th in other years. */
export function occurrenceIn(year: number, month: number, day: number): Day {
  if (month === 2 && day === 29 && !isLeap(year)) return { year, month: 2, day: 28 };
  return { year, month, day };
}

/** The occasion's next date after `today` (today's own is over: the gift was due already). */
export function nextOccurrence(today: Day, month: number, day: number): Day {
  const thisYear = occurrenceIn(today.year, month, day);
  return compareDays(thisYear, today) > 0 ? thisYear : occurrenceIn(today.year + 1, month, day);
}

/**
 * The occasion whose reminder is due on `today`: its next date is at most `daysBefore` days away
 * and the reminder existed on the day it fell due (one saved inside that window waits a year, so
 * saving "remind me next year" on the day of the gift sends nothing now). A day the job missed is
 * caught up the next day, until the occasion itself.
 */
export function dueOccurrence(today: Day, reminder: { month: number; day: number; createdOn: Day }, daysBefore: number): Day | null {
  const next = nextOccurrence(today, reminder.month, reminder.day);
  const due = addDays(next, -daysBefore);
  if (compareDays(due, today) > 0) return null;
  return compareDays(reminder.createdOn, due) <= 0 ? next : null;
}

/** The months that can hold an occasion due within `daysBefore` days of `today`, to narrow the query. */
export function monthsAhead(today: Day, daysBefore: number): number[] {
  const months = new Set<number>();
  for (let i = 1; i <= daysBefore; i += 1) months.add(addDays(today, i).month);
  return [...months];
}
