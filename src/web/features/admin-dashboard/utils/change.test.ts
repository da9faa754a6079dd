import { describe, expect, it } from 'vitest';
import { formatChange } from './change';

// Intl puts narrow no-break spaces in French figures; compare them as plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('the 30-day change of a stat card', () => {
  it('signs a rise and a fall in the reader’s number format', () => {
    expect(plain(formatChange(12.5, 'fr').text)).toBe('+12,5 %');
    expect(formatChange(12.5, 'fr').trend).toBe('up');
    expect(formatChange(-8, 'en')).toEqual({ trend: 'down', text: '-8%' });
  });

  it('keeps Latin digits in Arabic', () => {
    expect(formatChange(40, 'ar').text).toMatch(/40/);
  });

  it('shows a flat month without a sign', () => {
    expect(plain(formatChange(0, 'fr').text)).toBe('0 %');
    expect(formatChange(0, 'fr').trend).toBe('flat');
  });

  it('shows a dash when there was nothing to compare with', () => {
    expect(formatChange(null, 'fr')).toEqual({ trend: 'none', text: '—' });
  });
});
