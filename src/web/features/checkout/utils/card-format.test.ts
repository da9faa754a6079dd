import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format';
import { successUrl } from './success-url';

describe('card fields', () => {
  it('groups card digits by four and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000.0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('writes the expiry as MM/AA', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
  });

  it('keeps three or four CVC digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe('confirmation address', () => {
  it('marks a bank transfer as awaiting the transfer', () => {
    expect(successUrl({ orderId: 'o1', method: 'bank_transfer' })).toBe(
      '/order-success?order_id=o1&payment_method=bank_transfer&redirect_status=awaiting_transfer',
    );
  });

  it('marks a card payment as succeeded with its intent', () => {
    expect(successUrl({ orderId: 'o1', method: 'stripe', paymentIntentId: 'pi_123' })).toBe(
      '/order-success?order_id=o1&payment_method=stripe&payment_intent=pi_123&redirect_status=succeeded',
    );
  });
});
