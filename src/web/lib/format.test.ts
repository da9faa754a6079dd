import { describe, expect, it } from 'vitest';
import { formatMoney, formatPhone, formatShortDate, formatSlot, formatTime } from './format';

describe('phone numbers as the shop writes them', () => {
  it('writes every spelling of a Moroccan number the same readable way', () => {
    for (const phone of ['+212677889900', '0677889900', '06 77 88 99 00', '00212 6-77-88-99-00', '+212 6 77 88 99 00']) {
      expect(formatPhone(phone), phone).toBe('+212 6 77 88 99 00');
    }
    expect(formatPhone('0522000000')).toBe('+212 5 22 00 00 00');
  });

  it('leaves any other number as it was written', () => {
    expect(formatPhone(' +33 6 12 34 56 78 ')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('amounts as the shop writes them', () => {
  it('groups the thousands of an Arabic amount with a narrow space, never a dot that reads as a decimal', () => {
    expect(formatMoney('2175.00', 'ar')).toBe('2\u202f175 درهم');
    expect(formatMoney('12500.50', 'ar')).toBe('12\u202f500,50 درهم');
    expect(formatMoney('780', 'ar')).toBe('780 درهم');
  });

  it('keeps the French and English ways', () => {
    expect(formatMoney('2175.50', 'fr')).toBe('2\u202f175,50 DH');
    expect(formatMoney('2175.50', 'en')).toBe('2,175.50 MAD');
  });
});

describe('dates as a table writes them', () => {
  it('writes the day in figures and the hour as Morocco reads them, whatever the machine’s zone', () => {
    // 23:30 UTC on 30 April is already 1 May in Casablanca (UTC+1).
    expect(formatShortDate('2026-04-30T23:30:00.000Z', 'fr')).toBe('01/05/2026');
    expect(formatTime('2026-04-30T23:30:00.000Z', 'fr')).toBe('00:30');
    expect(formatShortDate('2026-04-30T23:30:00.000Z', 'ar')).toMatch(/^01\u200f?\/05\u200f?\/2026$/);
  });

  it('keeps a slot left to right with an en dash', () => {
    expect(formatSlot('09:00-13:00')).toBe('\u206609:00–13:00\u2069');
  });
});
