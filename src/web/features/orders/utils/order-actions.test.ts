import { describe, expect, it } from 'vitest';
import { lineTotal } from './order-actions';
import { confirmationKind, nothingDue, numberFromIntent, readSuccessParams, shouldCelebrate } from './success-params';

describe('order lines', () => {
  it('computes line totals to the centime', () => {
    expect(lineTotal('19.90', 3)).toBe('59.70');
    expect(lineTotal('249', 2)).toBe('498.00');
  });
});

describe('confirmation page parameters', () => {
  it('celebrates a paid card order and a transfer awaiting payment, nothing else', () => {
    expect(shouldCelebrate(readSuccessParams('?order_id=o&payment_method=stripe&payment_intent=pi_1&redirect_status=succeeded'))).toBe(true);
    expect(shouldCelebrate(readSuccessParams('?order_id=o&payment_method=bank_transfer&redirect_status=awaiting_transfer'))).toBe(true);
    expect(shouldCelebrate(readSuccessParams('?order_id=o&payment_method=stripe&redirect_status=failed'))).toBe(false);
    expect(shouldCelebrate(readSuccessParams('?payment_method=stripe&redirect_status=awaiting_transfer'))).toBe(false);
  });

  it('ignores an unknown payment method', () => {
    expect(readSuccessParams('?payment_method=cash').method).toBeNull();
  });

  it('derives the number from characters 3 to 11 of the payment intent', () => {
    expect(numberFromIntent('pi_3abcdefghijk')).toBe('3ABCDEFG');
    expect(numberFromIntent(null)).toBeNull();
  });
});

describe('confirmation shown', () => {
  const params = (q: string) => readSuccessParams(q);
  it('shows the transfer details for a transfer order that is not paid yet', () => {
    expect(confirmationKind({ status: 'pending', paymentMethod: 'bank_transfer', paymentStatus: 'awaiting_transfer' }, params('?redirect_status=awaiting_transfer'))).toBe('transfer');
  });

  it('shows a card order as paid once the order or the provider says so, and as failed otherwise', () => {
    expect(confirmationKind({ status: 'pending', paymentMethod: 'stripe', paymentStatus: 'completed' }, params(''))).toBe('paid');
    // an earlier declined attempt, the successful one not yet recorded
    expect(confirmationKind({ status: 'pending', paymentMethod: 'stripe', paymentStatus: 'failed' }, params('?redirect_status=succeeded'))).toBe('paid');
    expect(confirmationKind({ status: 'pending', paymentMethod: 'stripe', paymentStatus: 'pending' }, params('?redirect_status=failed'))).toBe('failed');
    expect(confirmationKind({ status: 'pending', paymentMethod: 'stripe', paymentStatus: 'failed' }, params(''))).toBe('failed');
  });

  it('shows a cancelled order as owing nothing, never with the transfer details or a celebration', () => {
    const cancelled = { status: 'cancelled', paymentMethod: 'bank_transfer', paymentStatus: 'failed' } as const;
    expect(confirmationKind(cancelled, params('?redirect_status=awaiting_transfer'))).toBe('cancelled');
    expect(confirmationKind({ ...cancelled, paymentStatus: 'awaiting_transfer' }, params(''))).toBe('cancelled');
    expect(nothingDue(cancelled)).toBe(true);
    expect(nothingDue({ status: 'cancelled', paymentStatus: 'completed' })).toBe(false);
    expect(nothingDue({ status: 'pending', paymentStatus: 'awaiting_transfer' })).toBe(false);
  });

  it('falls back on the address when the order could not be read', () => {
    expect(confirmationKind(undefined, params('?payment_intent=pi_1&redirect_status=succeeded'))).toBe('paid');
    expect(confirmationKind(undefined, params(''))).toBe('confirmed');
  });
});
