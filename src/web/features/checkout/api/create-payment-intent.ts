import type { z } from 'zod';
import type { PaymentIntentSchema } from '../../../../contracts/orders';
import { api } from '../../../lib/api';

export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;

/** A fresh intent for the order; the server charges the order's own total whatever `amount` says. */
export const createPaymentIntent = (orderId: string, amount: string) =>
  api<PaymentIntent>('/api/create-payment-intent', { method: 'POST', body: { orderId, amount } });
