import { afterEach, describe, expect, it } from 'vitest';
import { addDays, adoptShopOffsets, daysBetween, lastBookableDay, shopInstant, shopOffsetsAround, shopToday, shopWallTime } from './shop-clock.js';

// In 2026 Morocco leaves UTC+1 for UTC+0 on 15 February at 03:00 (02:00Z) and comes back on 22 March at 02:00 (02:00Z).

describe('the shop’s clock', () => {
  it('turns the day at midnight in Casablanca, an hour before UTC most of the year', () => {
    expect(shopWallTime(new Date('2026-06-10T22:59:00Z'))).toEqual({ date: '2026-06-10', time: '23:59' });
    expect(shopWallTime(new Date('2026-06-10T23:00:00Z'))).toEqual({ date: '2026-06-11', time: '00:00' });
    expect(shopToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('turns the day at midnight UTC during Ramadan, when Morocco is at UTC+0', () => {
    expect(shopToday(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-01');
    expect(shopWallTime(new Date('2026-03-02T00:00:00Z'))).toEqual({ date: '2026-03-02', time: '00:00' });
  });

  it('follows the Ramadan change of the clocks, going and coming back', () => {
    expect(shopWallTime(new Date('2026-02-15T01:59:00Z')).time).toBe('02:59');
    expect(shopWallTime(new Date('2026-02-15T02:00:00Z')).time).toBe('02:00');
    expect(shopWallTime(new Date('2026-03-22T01:59:00Z')).time).toBe('01:59');
    expect(shopWallTime(new Date('2026-03-22T02:00:00Z')).time).toBe('03:00');
  });

  it('reads a date and an hour in Casablanca as the instant it is, on either side of a change', () => {
    expect(shopInstant('2026-02-14', '09:00').toISOString()).toBe('2026-02-14T08:00:00.000Z');
    expect(shopInstant('2026-02-15', '01:00').toISOString()).toBe('2026-02-15T00:00:00.000Z');
    expect(shopInstant('2026-02-15', '09:00').toISOString()).toBe('2026-02-15T09:00:00.000Z');
    expect(shopInstant('2026-03-22', '03:00').toISOString()).toBe('2026-03-22T02:00:00.000Z');
    expect(shopInstant('2026-03-23', '00:00').toISOString()).toBe('2026-03-22T23:00:00.000Z');
  });

  it('adds days across a month’s end, a year’s end and a leap day', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-02-14', 1)).toBe('2026-02-15');
    expect(daysBetween('2026-02-10', '2026-03-10')).toBe(28);
    expect(daysBetween('2026-03-10', '2026-02-10')).toBe(-28);
  });

  it('books 90 days ahead at most', () => {
    expect(lastBookableDay('2026-12-15')).toBe('2027-03-15');
    expect(daysBetween('2026-12-15', lastBookableDay('2026-12-15'))).toBe(90);
  });
});

describe('Morocco’s offsets handed to the browser', () => {
  const offsets = shopOffsetsAround(new Date('2026-11-28T12:00:00Z'), 400);
  afterEach(() => adoptShopOffsets(null));

  it('name each Ramadan change to the minute', () => {
    const changes = offsets.changes.slice(1).map(([from, minutes]) => [new Date(from).toISOString(), minutes]);
    expect(changes).toContainEqual(['2026-02-15T02:00:00.000Z', 0]);
    expect(changes).toContainEqual(['2026-03-22T02:00:00.000Z', 60]);
    expect(changes.length).toBeGreaterThanOrEqual(4);
  });

  it('give the same walls and instants as the tz data, across the 2027 Ramadan changes', () => {
    const hours = Array.from({ length: 24 * 60 }, (_, h) => Date.parse('2027-01-25T00:30:00Z') + h * 3_600_000);
    const fromZone = hours.map((t) => shopWallTime(new Date(t)));
    const slots = fromZone.map(({ date, time }) => shopInstant(date, time).getTime());
    adoptShopOffsets(offsets);
    expect(hours.map((t) => shopWallTime(new Date(t)))).toEqual(fromZone);
    expect(fromZone.map(({ date, time }) => shopInstant(date, time).getTime())).toEqual(slots);
  });

  it('are read instead of a browser’s own tz data, which may be wrong', () => {
    adoptShopOffsets({ changes: [[Date.parse('2026-11-01T00:00:00Z'), 120]], until: Date.parse('2026-12-01T00:00:00Z') });
    expect(shopWallTime(new Date('2026-11-28T12:00:00Z'))).toEqual({ date: '2026-11-28', time: '14:00' });
    expect(shopInstant('2026-11-28', '14:00').toISOString()).toBe('2026-11-28T12:00:00.000Z');
    // Outside the span the tz data answers again.
    expect(shopWallTime(new Date('2026-12-02T12:00:00Z')).time).toBe('13:00');
  });
});
