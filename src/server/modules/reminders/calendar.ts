import { addDays, daysBetween, shopWallTime } from '../../../contracts/shop-clock.js';

/** Calendar days as the shop lives them, in Africa/Casablanca, whatever the server's clock zone. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

const iso = (d: Day) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const dayOf = (date: string): Day => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** The shop's calendar day and hour at `now`. */
export function shopDay(now: Date): Day & { hour: number } {
  const { date, time } = shopWallTime(now);
  return { ...dayOf(date), hour: Number(time.slice(0, 2)) };
}

const plusDays = (d: Day, n: number) => dayOf(addDays(iso(d), n));
/** Days from `b` to `a`: positive when `a` comes later. */
export const compareDays = (a: Day, b: Day) => daysBetween(iso(b), iso(a));
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
  const due = plusDays(next, -daysBefore);
  if (compareDays(due, today) > 0) return null;
  return compareDays(reminder.createdOn, due) <= 0 ? next : null;
}

/** The months that can hold an occasion due within `daysBefore` days of `today`, to narrow the query. */
export function monthsAhead(today: Day, daysBefore: number): number[] {
  const months = new Set<number>();
  for (let i = 1; i <= daysBefore; i += 1) months.add(plusDays(today, i).month);
  return [...months];
}
