import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProviderName } from '../../../../contracts/orders.js';

/** A payment as the provider knows it, normalised: amounts in centimes, currency lower-case. */
export interface IntentState {
  id: string;
  status: 'succeeded' | 'failed' | 'pending';
  amount: number;
  currency: string;
  /** The order id the intent was created for (provider metadata), when known. */
  orderId: string | null;
  failure: { reason: string; code: string } | null;
}

export interface WebhookEvent {
  id: string;
  type: string;
  /** The payment intent the event concerns, if any. */
  intentId: string | null;
}

/**
 * What the browser needs to complete a payment: a client secret for a card form on the shop's page, or a
 * hosted payment page (CMI) to post these fields to.
 */
export type PaymentStart = { id: string } & ({ clientSecret: string } | { gatewayUrl: string; fields: Record<string, string> });

export interface IntentOrder {
  id: string;
  orderNumber: string;
  totalAmount: string;
  currency: string;
  /** Who pays, for a hosted page that asks (CMI). */
  senderName: string | null;
  senderEmail: string | null;
  senderPhone: string | null;
  recipientName: string;
  locale: 'fr' | 'ar' | 'en';
  /** Where a hosted page brings the payer back, when not the order's confirmation (a pot's page). */
  returnPath?: string;
}

/** Every card provider (Stripe, CMI, the built-in test mode) behind one shape. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The key the browser mounts the card form with; null when the form needs none. */
  readonly publishableKey: string | null;
  createIntent(order: IntentOrder): Promise<PaymentStart>;
  retrieve(id: string): Promise<IntentState>;
  /** Gives the payment back: all of it, or `amount` dirhams ("120.00") of it. */
  refund(id: string, amount?: string): Promise<{ id: string }>;
  /** Verifies the signature (each provider signs its own way) and reads the event; throws an AppError when it cannot be trusted. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookEvent;
}
