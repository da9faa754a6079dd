import { describe, expect, it } from 'vitest';
import { checkoutFormSchema, emptyCheckout } from './checkout-schema';
import { fieldErrorKey } from './field-error-key';

describe('the text of a checkout field error', () => {
  it('says "too short", not "required", for a name or address that is filled but too short', () => {
    expect(fieldErrorKey('recipientName', 'A')).toBe('recipientNameTooShort');
    expect(fieldErrorKey('recipientAddress', 'Rue')).toBe('recipientAddressTooShort');
  });

  it('says "required" for an empty or blank field', () => {
    expect(fieldErrorKey('recipientName', '  ')).toBe('recipientName');
    expect(fieldErrorKey('recipientAddress', '')).toBe('recipientAddress');
    expect(fieldErrorKey('recipientPhone', '')).toBe('recipientPhoneRequired');
  });

  it('says a filled city is no place name, an empty one is to choose', () => {
    expect(fieldErrorKey('recipientCity', '<b>')).toBe('recipientCityInvalid');
    expect(fieldErrorKey('recipientCity', '')).toBe('recipientCity');
  });

  it('keeps the other texts', () => {
    expect(fieldErrorKey('recipientPhone', '01 23')).toBe('recipientPhone');
    expect(fieldErrorKey('deliveryDate', '2020-01-01')).toBe('deliveryDate');
  });

  it('matches the order contract, which refuses these values with a "trop court" message', () => {
    const r = checkoutFormSchema('2026-11-22').safeParse({ ...emptyCheckout('stripe'), recipientName: 'A', recipientAddress: 'Rue' });
    const messages = r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages.recipientName).toContain('trop court');
    expect(messages.recipientAddress).toContain('trop courte');
  });
});
