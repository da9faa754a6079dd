import type { z } from 'zod';
import type { PaymentIntentSchema } from '@contracts/orders';
import { api } from '@/lib/api';

export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;
/** Completed by a card form on the shop's page (Stripe, test mode). */
export type CardFormIntent = Extract<PaymentIntent, { clientSecret: string }>;
/** Completed on the provider's hosted page, which the browser posts these fields to. */
export type HostedPageIntent = Extract<PaymentIntent, { gatewayUrl: string }>;

/** A fresh intent for the order; the server charges the order's own total whatever `amount` says. */
export const createPaymentIntent = (orderId: string, amount: string) =>
  api<PaymentIntent>('/api/create-payment-intent', { method: 'POST', body: { orderId, amount } });
