import { describe, expect, it } from 'vitest';
import { formatPhone } from './format';

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
