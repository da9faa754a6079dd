import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_CONTRAST, readableShade, readableText } from './contrast.js';

describe('readable colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#1E6B52', '#2d2d2d')).toBeLessThan(2.3);
  });

  it('writes white on a deep green and dark text on a light gold, each above 4.5:1', () => {
    expect(readableText('#1E6B52')).toBe('#ffffff');
    expect(readableText('#D4A574')).toBe('#1a1a1a');
    for (const colour of ['#1E6B52', '#D4A574', '#F5F5DC', '#F8BBD9', '#B42318', '#0B4A8B']) {
      expect(contrastRatio(colour, readableText(colour))).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('keeps a colour that already reads as text, and darkens one that does not just enough', () => {
    expect(readableShade('#1e6b52', ['#fffef7', '#ffffff'])).toBe('#1e6b52');
    const gold = readableShade('#D4A574', ['#fffef7', '#ffffff']);
    expect(contrastRatio(gold, '#fffef7')).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrastRatio(gold, '#ffffff')).toBeLessThan(6);
  });

  it('lightens on a dark page', () => {
    const shade = readableShade('#1E6B52', ['#101418']);
    expect(contrastRatio(shade, '#101418')).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});
