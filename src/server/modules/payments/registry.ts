import type { PaymentProviderName } from '../../../contracts/orders.js';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { refundOwnPayment } from '../../domain/payment-targets.js';
import type { PaymentsPort } from '../orders/index.js';
import { readSettingsOf } from '../settings/index.js';
import { createFormTargets } from './form-targets.js';
import { BINGA_API_URL, outboundBinga, type BingaKeys } from './binga/api.js';
import { bingaDouble, type BingaDouble } from './binga/double.js';
import { bingaProvider } from './providers/binga.js';
import { cmiProvider } from './providers/cmi.js';
import { stripeProvider, type StripeAddress, type StripeKeys } from './providers/stripe.js';
import { testProvider } from './providers/test-mode.js';
import type { PaymentProvider } from './providers/types.js';

/** One provider the shop knows, and how to build it from the settings of the moment. */
interface ProviderSource {
  name: PaymentProviderName;
  /** The provider as configured now; null when it is not set up. */
  load(db: DbOrTx): Promise<PaymentProvider | null>;
  /** False keeps a provider for the payments it already took without offering it to the checkout. */
  takesPayments: boolean;
}

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

/** Stripe with one SDK client per set of keys (the back office may change them), sent to `address` when given. */
function stripeSource(config: Config, address: StripeAddress | undefined): ProviderSource {
  const clients = new Map<string, PaymentProvider>();
  return {
    name: 'stripe',
    takesPayments: true,
    async load(db) {
      const keys = await stripeKeys(db, config);
      if (!keys) return null;
      const cacheKey = [keys.secretKey, keys.publishableKey, keys.webhookSecret].join('\n');
      let provider = clients.get(cacheKey);
      if (!provider) {
        if (clients.size > 8) clients.clear();
        provider = await stripeProvider(keys, address);
        clients.set(cacheKey, provider);
      }
      return provider;
    },
  };
}

const CMI_SETTINGS = ['cmi_client_id', 'cmi_store_key', 'cmi_gateway_url', 'cmi_api_user', 'cmi_api_password'] as const;

/** CMI once its merchant id and store key are set in the back office. */
function cmiSource(config: Config): ProviderSource {
  return {
    name: 'cmi',
    takesPayments: true,
    async load(db) {
      const s = await readSettingsOf(db, CMI_SETTINGS);
      const clientId = text(s.cmi_client_id);
      const storeKey = text(s.cmi_store_key);
      if (!clientId || !storeKey) return null;
      const keys = { clientId, storeKey, gatewayUrl: s.cmi_gateway_url, apiUser: s.cmi_api_user, apiPassword: s.cmi_api_password };
      return cmiProvider(db, keys, { publicUrl: config.publicUrl, outbound: { allowPrivate: config.OUTBOUND_ALLOW_PRIVATE } });
    },
  };
}

/** The demo's Binga: in this process, with the keys the shop saved ("demo" when none); new keys, a new double. */
let demoDouble: { keys: string; double: BingaDouble } | null = null;
function demoBinga(keys: BingaKeys) {
  const id = `${keys.merchantId}\n${keys.merchantSecret}`;
  if (demoDouble?.keys !== id) demoDouble = { keys: id, double: bingaDouble({ merchantId: keys.merchantId, merchantSecret: keys.merchantSecret }) };
  return demoDouble.double;
}

/**
 * Binga's keys from the settings; null when cash codes are off (no store id or key), except in a demo shop
 * with no API address, where the built-in double answers with whatever keys are saved.
 */
export async function bingaKeys(db: DbOrTx, config: Config): Promise<(BingaKeys & { demo: boolean }) | null> {
  const s = await readSettingsOf(db, ['binga_api_url', 'binga_merchant_id', 'binga_merchant_secret']);
  const demo = !text(s.binga_api_url) && config.SHOP_MODE === 'demo';
  const merchantId = text(s.binga_merchant_id) ?? (demo ? 'demo' : null);
  const merchantSecret = text(s.binga_merchant_secret) ?? (demo ? 'demo' : null);
  if (!merchantId || !merchantSecret) return null;
  return { apiUrl: demo ? 'http://binga.demo/bingaApi/api' : (text(s.binga_api_url) ?? BINGA_API_URL), merchantId, merchantSecret, demo };
}

/** Binga, for cash codes at Wafacash agencies (decision 052): never the checkout's card provider. */
function bingaSource(config: Config) {
  const load = async (db: DbOrTx) => {
    const keys = await bingaKeys(db, config);
    if (!keys) return null;
    const transport = keys.demo ? demoBinga(keys).transport : outboundBinga({ allowPrivate: config.OUTBOUND_ALLOW_PRIVATE });
    return bingaProvider(keys, transport, config.publicUrl);
  };
  return { name: 'binga', takesPayments: false, load } satisfies ProviderSource;
}

/**
 * Every card provider the shop knows, built from the app's dependencies and decorated on the app as
 * `app.payments`. A new provider is one more source in this list.
 */
export function createPaymentRegistry(deps: { config: Config; stripeAddress?: StripeAddress }) {
  const binga = bingaSource(deps.config);
  const sources: ProviderSource[] = [
    cmiSource(deps.config),
    binga,
    stripeSource(deps.config, deps.stripeAddress),
    { name: 'test', takesPayments: deps.config.testPayments, load: async (db) => testProvider(db) },
  ];

  /**
   * The provider the checkout uses now; null when card payments are off. The one chosen in `payment_provider`
   * comes first; one not set up yet leaves the choice to Stripe once its keys are set, then test mode where allowed.
   */
  async function current(db: DbOrTx): Promise<PaymentProvider | null> {
    const { payment_provider: chosen } = await readSettingsOf(db, ['payment_provider']);
    const candidates = [...sources.filter((s) => s.name === chosen), ...sources.filter((s) => s.name !== chosen && s.name !== 'cmi')];
    for (const source of candidates) {
      const provider = source.takesPayments ? await source.load(db) : null;
      if (provider) return provider;
    }
    return null;
  }

  /** The provider that handled an existing payment, to re-read or refund it, even after the shop switched. */
  async function named(db: DbOrTx, name: string | null): Promise<PaymentProvider | null> {
    const source = sources.find((s) => s.name === name);
    return source ? source.load(db) : null;
  }

  const port: PaymentsPort = {
    acceptsCards: async (db) => (await current(db)) !== null,
    async refund(db, name, intentId, amount) {
      // A payment no provider made (a pot's order, paid by its shares) is refunded by what made it.
      const own = await refundOwnPayment(db, intentId, amount);
      if (own) return own;
      const provider = await named(db, name);
      if (!provider) throw new Error('fournisseur de paiement non configuré');
      return provider.refund(intentId, amount);
    },
    cashVouchers: async (db) => (await binga.load(db))?.issue ?? null,
  };
  return { ...port, current, named, formTargets: createFormTargets() };
}

export type PaymentRegistry = ReturnType<typeof createPaymentRegistry>;
