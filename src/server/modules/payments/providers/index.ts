import type { Config } from '../../../config.js';
import type { DbOrTx } from '../../../db/client.js';
import type { PaymentsPort } from '../../orders/payments-port.js';
import { readSettingsOf } from '../../settings/service.js';
import { stripeProvider, type StripeAddress, type StripeKeys } from './stripe.js';
import { testProvider } from './test-mode.js';
import type { PaymentProvider } from './types.js';

export type { PaymentProvider } from './types.js';

let stripeAddress: StripeAddress | undefined;
/** Points the Stripe SDK at a local double of its API (tests); undefined restores api.stripe.com. */
export function useStripeAddress(address: StripeAddress | undefined) {
  stripeAddress = address;
  stripeClients.clear();
}

const stripeClients = new Map<string, PaymentProvider>();

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Stripe keys from the admin settings, else from the environment. */
async function stripeKeys(db: DbOrTx, config: Config): Promise<StripeKeys | null> {
  const s = await readSettingsOf(db, ['stripe_secret_key', 'stripe_public_key', 'stripe_webhook_secret']);
  const secretKey = text(s.stripe_secret_key) ?? text(config.STRIPE_SECRET_KEY);
  if (!secretKey) return null;
  return {
    secretKey,
    publishableKey: text(s.stripe_public_key) ?? text(config.STRIPE_PUBLIC_KEY),
    webhookSecret: text(s.stripe_webhook_secret) ?? text(config.STRIPE_WEBHOOK_SECRET),
  };
}

function stripeFor(keys: StripeKeys): PaymentProvider {
  const cacheKey = [keys.secretKey, keys.publishableKey, keys.webhookSecret].join('\n');
  let provider = stripeClients.get(cacheKey);
  if (!provider) {
    if (stripeClients.size > 8) stripeClients.clear();
    provider = stripeProvider(keys, stripeAddress);
    stripeClients.set(cacheKey, provider);
  }
  return provider;
}

/** The card provider the checkout uses now: Stripe when its key is set, else test mode when allowed, else none. */
export async function currentProvider(db: DbOrTx, config: Config): Promise<PaymentProvider | null> {
  const keys = await stripeKeys(db, config);
  if (keys) return stripeFor(keys);
  return config.testPayments ? testProvider(db) : null;
}

/** The provider that handled an existing payment, to re-read or refund it, even after the shop switched. */
export async function providerNamed(db: DbOrTx, config: Config, name: string | null): Promise<PaymentProvider | null> {
  if (name === 'stripe') {
    const keys = await stripeKeys(db, config);
    return keys ? stripeFor(keys) : null;
  }
  if (name === 'test') return testProvider(db);
  return null;
}


/** Refunds through the provider that took the payment, for the order lifecycle. */
export const paymentsPort = (config: Config): PaymentsPort => ({
  async refund(db, name, intentId) {
    const provider = await providerNamed(db, config, name);
    if (!provider) throw new Error('fournisseur de paiement non configuré');
    return provider.refund(intentId);
  },
});
