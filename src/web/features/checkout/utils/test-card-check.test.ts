import { describe, expect, it } from 'vitest';
import { isPastExpiry } from './card-format';
import { checkTestCard } from './test-card-check';

const now = new Date('2026-11-22T10:00:00Z');
const card = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' };

describe('the test card form', () => {
  it('accepts a card until the end of its month', () => {
    expect(checkTestCard(card, now)).toEqual({});
    expect(checkTestCard({ ...card, expiry: '11/26' }, now)).toEqual({});
  });

  it('refuses a card whose month is over, before any order is made', () => {
    expect(checkTestCard({ ...card, expiry: '10/26' }, now)).toEqual({ expiry: 'expired' });
    expect(checkTestCard({ ...card, expiry: '12/20' }, now)).toEqual({ expiry: 'expired' });
    expect(isPastExpiry('11/26', new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('names every malformed field', () => {
    expect(checkTestCard({ number: '4242', expiry: '13/28', cvc: '1' }, now)).toEqual({ number: 'number', expiry: 'expiry', cvc: 'cvc' });
  });
});
