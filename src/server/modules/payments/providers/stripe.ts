import type Stripe from 'stripe';
import { AppError, invalid } from '../../../http/app-error.js';
import { toCentimes } from '../../../domain/money.js';
import { declineMessage } from '../decline-messages.js';
import type { IntentState, PaymentProvider } from './types.js';

export interface StripeKeys {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
}

/** Where the SDK sends its requests; set only to reach a local double of the Stripe API. */
export interface StripeAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

function toState(pi: Stripe.PaymentIntent): IntentState {
  const base = { id: pi.id, currency: pi.currency.toLowerCase(), orderId: pi.metadata?.orderId ?? null };
  if (pi.status === 'succeeded') return { ...base, status: 'succeeded', amount: pi.amount_received, failure: null };
  const error = pi.last_payment_error;
  if (pi.status === 'canceled' || (pi.status === 'requires_payment_method' && error)) {
    const code = error?.decline_code ?? error?.code ?? (pi.status === 'canceled' ? 'canceled' : 'payment_failed');
    return { ...base, status: 'failed', amount: pi.amount, failure: { code, reason: declineMessage(code, error?.message) } };
  }
  return { ...base, status: 'pending', amount: pi.amount, failure: null };
}

/**
 * PaymentIntents in MAD for the order's total (centimes), with the order id in metadata. The SDK
 * (about 15 MB of memory) loads only for a shop that has set Stripe up.
 */
export async function stripeProvider(keys: StripeKeys, address?: StripeAddress): Promise<PaymentProvider> {
  const { default: StripeSdk } = await import('stripe');
  const client = new StripeSdk(keys.secretKey, { maxNetworkRetries: 1, timeout: 15_000, telemetry: false, ...address });
  const unreachable = (err: unknown) =>
    err instanceof StripeSdk.errors.StripeError
      ? new AppError('unavailable', 'Le service de paiement est momentanément indisponible. Réessayez.', { providerCode: err.code })
      : err;
  return {
    name: 'stripe',
    publishableKey: keys.publishableKey,
    async createIntent(order) {
      const pi = await client.paymentIntents
        .create({
          amount: toCentimes(order.totalAmount),
          currency: order.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          description: `Commande ${order.orderNumber}`,
          metadata: { orderId: order.id, orderNumber: order.orderNumber },
        })
        .catch((err: unknown) => {
          throw unreachable(err);
        });
      if (!pi.client_secret) throw new Error(`PaymentIntent ${pi.id} came without a client secret`);
      return { id: pi.id, clientSecret: pi.client_secret };
    },
    async retrieve(id) {
      return toState(
        await client.paymentIntents.retrieve(id).catch((err: unknown) => {
          throw unreachable(err);
        }),
      );
    },
    async refund(id, amount) {
      const refund = await client.refunds.create({ payment_intent: id, ...(amount !== undefined && { amount: toCentimes(amount) }) });
      return { id: refund.id };
    },
    parseWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (!keys.webhookSecret) throw invalid('Webhook Stripe non configuré');
      if (typeof signature !== 'string') throw invalid('Signature Stripe manquante');
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, signature, keys.webhookSecret);
      } catch {
        throw invalid('Signature Stripe invalide');
      }
      const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null };
      const intentId =
        object.object === 'payment_intent'
          ? (object.id ?? null)
          : typeof object.payment_intent === 'string'
            ? object.payment_intent
            : (object.payment_intent?.id ?? null);
      return { id: event.id, type: event.type, intentId };
    },
  };
}
