import { describe, expect, it } from 'vitest';
import { dueOccurrence, monthsAhead, nextOccurrence, shopDay } from './calendar.js';

const day = (s: string) => {
  const [year, month, d] = s.split('-').map(Number) as [number, number, number];
  return { year, month, day: d };
};

describe('the reminders’ calendar', () => {
  it('reads the day in Casablanca, not on the server’s clock', () => {
    // 23:30 UTC on 31 December is already 1 January at 00:30 in Casablanca (UTC+1).
    expect(shopDay(new Date('2026-12-31T23:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1, hour: 0 });
  });

  it('keeps 29 February on the 28th in a common year and on the 29th in a leap year', () => {
    expect(nextOccurrence(day('2027-01-10'), 2, 29)).toEqual(day('2027-02-28'));
    expect(nextOccurrence(day('2028-01-10'), 2, 29)).toEqual(day('2028-02-29'));
  });

  it('is due exactly N days before, then caught up until the day itself, never after', () => {
    const reminder = { month: 3, day: 15, createdOn: day('2026-01-01') };
    expect(dueOccurrence(day('2026-03-07'), reminder, 7)).toBeNull();
    expect(dueOccurrence(day('2026-03-08'), reminder, 7)).toEqual(day('2026-03-15'));
    expect(dueOccurrence(day('2026-03-14'), reminder, 7)).toEqual(day('2026-03-15'));
    // On the day, the next one is a year away.
    expect(dueOccurrence(day('2026-03-15'), reminder, 7)).toBeNull();
  });

  it('waits a year for a date saved inside its own window', () => {
    expect(dueOccurrence(day('2026-03-12'), { month: 3, day: 15, createdOn: day('2026-03-12') }, 7)).toBeNull();
    expect(dueOccurrence(day('2026-03-12'), { month: 3, day: 12, createdOn: day('2026-03-12') }, 7)).toBeNull();
  });

  it('counts a January date reminded in December as next year’s', () => {
    expect(dueOccurrence(day('2026-12-28'), { month: 1, day: 3, createdOn: day('2026-05-01') }, 7)).toEqual(day('2027-01-03'));
    expect(monthsAhead(day('2026-12-28'), 7)).toEqual([12, 1]);
  });
});
