import { describe, expect, it } from 'vitest';
import { lineTotal, orderActions } from './order-actions';
import { confirmationKind, numberFromIntent, readSuccessParams, shouldCelebrate } from './success-params';

const now = Date.parse('2026-11-22T12:00:00Z');
const base = {
  status: 'pending' as const,
  paymentMethod: 'stripe' as const,
  paymentStatus: 'pending' as const,
  expiresAt: '2026-11-22T12:20:00Z',
  receivedAt: null,
  cancellationRequestedAt: null,
};

describe('order actions', () => {
  it('lets an unpaid card order be paid, verified and cancelled while it has not expired', () => {
    expect(orderActions(base, now)).toEqual({
      confirmReceipt: false,
      review: false,
      requestCancellation: true,
      verifyPayment: true,
      payNow: true,
    });
    expect(orderActions({ ...base, paymentStatus: 'failed' }, now).payNow).toBe(true);
    expect(orderActions({ ...base, expiresAt: '2026-11-22T11:59:00Z' }, now).payNow).toBe(false);
  });

  it('offers nothing about payment for a paid order or a bank transfer', () => {
    const paid = orderActions({ ...base, status: 'processing', paymentStatus: 'completed', expiresAt: null }, now);
    expect(paid).toMatchObject({ verifyPayment: false, payNow: false, requestCancellation: false });
    const transfer = orderActions({ ...base, paymentMethod: 'bank_transfer', paymentStatus: 'awaiting_transfer' }, now);
    expect(transfer).toMatchObject({ verifyPayment: false, payNow: false, requestCancellation: true });
  });

  it('asks once for a cancellation', () => {
    expect(orderActions({ ...base, cancellationRequestedAt: '2026-11-22T11:00:00Z' }, now).requestCancellation).toBe(false);
  });

  it('offers the receipt confirmation once, and the review, for a delivered order', () => {
    const delivered = { ...base, status: 'delivered' as const, paymentStatus: 'completed' as const, expiresAt: null };
    expect(orderActions(delivered, now)).toMatchObject({ confirmReceipt: true, review: true, requestCancellation: false });
    expect(orderActions({ ...delivered, receivedAt: '2026-11-23T09:00:00Z' }, now)).toMatchObject({ confirmReceipt: false, review: true });
  });

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
    expect(confirmationKind({ paymentMethod: 'bank_transfer', paymentStatus: 'awaiting_transfer' }, params('?redirect_status=awaiting_transfer'))).toBe('transfer');
  });

  it('shows a card order as paid once the order or the provider says so, and as failed otherwise', () => {
    expect(confirmationKind({ paymentMethod: 'stripe', paymentStatus: 'completed' }, params(''))).toBe('paid');
    // an earlier declined attempt, the successful one not yet recorded
    expect(confirmationKind({ paymentMethod: 'stripe', paymentStatus: 'failed' }, params('?redirect_status=succeeded'))).toBe('paid');
    expect(confirmationKind({ paymentMethod: 'stripe', paymentStatus: 'pending' }, params('?redirect_status=failed'))).toBe('failed');
    expect(confirmationKind({ paymentMethod: 'stripe', paymentStatus: 'failed' }, params(''))).toBe('failed');
  });

  it('falls back on the address when the order could not be read', () => {
    expect(confirmationKind(undefined, params('?payment_intent=pi_1&redirect_status=succeeded'))).toBe('paid');
    expect(confirmationKind(undefined, params(''))).toBe('confirmed');
  });
});
