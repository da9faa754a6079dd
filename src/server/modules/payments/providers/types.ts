export type ProviderName = 'stripe' | 'test';

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

export interface IntentOrder {
  id: string;
  orderNumber: string;
  totalAmount: string;
  currency: string;
}

/** Every card provider (Stripe, the built-in test mode, later CMI) behind one shape. */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** The key the browser mounts the card form with; null when the form needs none. */
  readonly publishableKey: string | null;
  createIntent(order: IntentOrder): Promise<{ id: string; clientSecret: string }>;
  retrieve(id: string): Promise<IntentState>;
  refund(id: string): Promise<{ id: string }>;
  /** Verifies the signature and reads the event; throws an AppError when it cannot be trusted. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}
