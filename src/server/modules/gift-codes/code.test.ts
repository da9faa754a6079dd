import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, CODE_LENGTH, formatGiftCode, newGiftCode, normalizeGiftCode } from './code.js';
import { shopInstant } from '../../../contracts/shop-clock.js';
import { addMonths } from './schedule.js';

describe('gift codes', () => {
  it('are 12 characters of the unambiguous alphabet, and 10,000 draws never repeat', () => {
    const drawn = Array.from({ length: 10_000 }, newGiftCode);
    expect(new Set(drawn).size).toBe(drawn.length);
    for (const code of drawn.slice(0, 100)) expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
    expect(CODE_ALPHABET).not.toMatch(/[01ILOU]/);
  });

  it('read back as typed: groups, spaces and lower case, but never with a letter outside the alphabet', () => {
    expect(formatGiftCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
    expect(normalizeGiftCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
    expect(normalizeGiftCode('ABCD-EFGH-JKMO')).toBeNull();
    expect(normalizeGiftCode('ABCD-EFGH')).toBeNull();
  });
});

describe('the e-card schedule', () => {
  it('reads the hour in Casablanca: UTC+1 most of the year, UTC+0 during Ramadan', () => {
    expect(shopInstant('2026-12-01', '09:00').toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(shopInstant('2026-03-01', '09:00').toISOString()).toBe('2026-03-01T09:00:00.000Z');
  });

  it('adds calendar months, the 31st landing on a shorter month’s last day', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-05-10T10:00:00Z'), 12).toISOString()).toBe('2027-05-10T10:00:00.000Z');
  });
});
