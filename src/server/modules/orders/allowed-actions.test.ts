import { describe, expect, it } from 'vitest';
import type { OrderRow } from './read.js';
import { actionsOf } from './allowed-actions.js';

const now = new Date('2026-11-22T12:00:00Z');
/** An unpaid card order placed 10 minutes ago, due to expire in 20. */
const base = {
  status: 'pending',
  paymentMethod: 'stripe',
  paymentStatus: 'pending',
  paymentIntentId: null,
  createdAt: new Date('2026-11-22T11:50:00Z'),
  expiresAt: new Date('2026-11-22T12:20:00Z'),
  receivedAt: null,
  cancellationRequestedAt: null,
} as const;
const actions = (changes: Partial<OrderRow> = {}) => actionsOf({ ...base, ...changes } as OrderRow, now);

describe('what an order allows its customer', () => {
  it('lets an unpaid card order be paid, verified and cancelled at once while it has not expired', () => {
    expect(actions()).toEqual({ cancel: true, requestCancellation: true, confirmReceipt: false, payNow: true, verifyPayment: true, review: false });
    expect(actions({ paymentStatus: 'failed' }).payNow).toBe(true);
    expect(actions({ expiresAt: new Date('2026-11-22T11:59:00Z') }).payNow).toBe(false);
  });

  it('offers nothing about payment for a paid order or a bank transfer', () => {
    expect(actions({ status: 'processing', paymentStatus: 'completed', expiresAt: null })).toMatchObject({
      verifyPayment: false,
      payNow: false,
      requestCancellation: false,
      cancel: true,
    });
    expect(actions({ paymentMethod: 'bank_transfer', paymentStatus: 'awaiting_transfer' })).toMatchObject({
      verifyPayment: false,
      payNow: false,
      requestCancellation: true,
    });
  });

  it('cancels at once only within 2 hours of ordering, and asks the shop once after that', () => {
    expect(actions({ cancellationRequestedAt: new Date('2026-11-22T11:55:00Z') }).requestCancellation).toBe(false);
    const late = { createdAt: new Date('2026-11-22T09:59:00Z') };
    expect(actions(late)).toMatchObject({ cancel: false, requestCancellation: true });
    expect(actions({ ...late, cancellationRequestedAt: new Date('2026-11-22T11:00:00Z') }).requestCancellation).toBe(false);
  });

  it('offers the receipt confirmation once, and the review, for a delivered order', () => {
    const delivered = { status: 'delivered', paymentStatus: 'completed', expiresAt: null } as const;
    expect(actions(delivered)).toMatchObject({ confirmReceipt: true, review: true, requestCancellation: false, cancel: false });
    expect(actions({ ...delivered, receivedAt: new Date('2026-11-23T09:00:00Z') })).toMatchObject({ confirmReceipt: false, review: true });
  });

  it('offers nothing but the record for a cancelled order', () => {
    expect(actions({ status: 'cancelled', expiresAt: null })).toEqual({
      cancel: false,
      requestCancellation: false,
      confirmReceipt: false,
      payNow: false,
      verifyPayment: false,
      review: false,
    });
  });
});
