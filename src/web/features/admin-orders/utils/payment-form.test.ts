import { describe, expect, it } from 'vitest';
import { paymentFormSchema, paymentFormValues, toPaymentUpdate } from './payment-form';

const send = (values: object) => toPaymentUpdate(paymentFormSchema.parse(values));

describe('the payment form', () => {
  it('starts from the order’s payment', () => {
    expect(paymentFormValues({ paymentMethod: 'bank_transfer', paymentStatus: 'awaiting_transfer', bankTransferReference: null })).toEqual({
      paymentMethod: 'bank_transfer',
      paymentStatus: 'awaiting_transfer',
      bankTransferReference: '',
    });
  });

  it('sends the transfer reference for a bank transfer', () => {
    expect(send({ paymentMethod: 'bank_transfer', paymentStatus: 'completed', bankTransferReference: ' VIR-2026-0042 ' })).toEqual({
      paymentMethod: 'bank_transfer',
      paymentStatus: 'completed',
      bankTransferReference: 'VIR-2026-0042',
    });
  });

  it('never sends a reference for a card payment, nor an empty one', () => {
    expect(send({ paymentMethod: 'stripe', paymentStatus: 'failed', bankTransferReference: 'VIR-1' })).toEqual({ paymentMethod: 'stripe', paymentStatus: 'failed' });
    expect(send({ paymentMethod: 'bank_transfer', paymentStatus: 'pending', bankTransferReference: '' })).toEqual({ paymentMethod: 'bank_transfer', paymentStatus: 'pending' });
  });

  it('accepts only the four payment statuses and the two methods', () => {
    expect(paymentFormSchema.safeParse({ paymentMethod: 'cash', paymentStatus: 'paid', bankTransferReference: '' }).success).toBe(false);
  });
});
