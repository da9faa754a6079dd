import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { fromCentimes } from '../../../domain/money.js';
import { findPaymentTarget } from '../../../domain/payment-targets.js';
import { orders } from '../../../db/schema/index.js';
import { invalid, notFound } from '../../../http/app-error.js';
import type { OutboundPolicy } from '../../../lib/outbound/outbound.js';
import { cmiHash } from '../cmi/hash.js';
import { apiUrlOf, credit, orderHistory, type CmiApiAccess } from '../cmi/status-api.js';
import type { IntentOrder, IntentState, PaymentProvider } from './types.js';

export interface CmiKeys {
  clientId: string;
  storeKey: string;
  gatewayUrl: string;
  apiUser: string;
  apiPassword: string;
}

/** Morocco's dirham in ISO 4217 numbers, the only currency the shop's CMI account takes. */
export const CMI_MAD = '504';
const CAPTURED = new Set(['S', 'PS', 'PA']);

/** An attempt's id: the order number (CMI's `oid`) and a random part, so each attempt is its own intent. */
const intentIdOf = (orderNumber: string) => `cmi_${orderNumber}_${randomBytes(6).toString('hex')}`;
export const oidOfIntent = (id: string) => id.split('_')[1] ?? '';

/** The shop's addresses the gateway sends the customer and its server-to-server callback to. */
export function cmiReturnUrls(publicUrl: string, orderId: string, returnPath?: string) {
  const page = returnPath ? `${publicUrl}${returnPath}` : `${publicUrl}/order-success?${new URLSearchParams({ order_id: orderId, payment_method: 'stripe' })}`;
  return { okUrl: page, failUrl: page, shopurl: `${publicUrl}/checkout`, callbackUrl: `${publicUrl}/api/payments/cmi/callback` };
}

/** The signed fields of CMI's hosted payment page (3D_PAY_HOSTING), for the browser to post. */
export function cmiFields(keys: CmiKeys, publicUrl: string, order: IntentOrder, rnd: string): Record<string, string> {
  const fields: Record<string, string> = {
    clientid: keys.clientId,
    storetype: '3D_PAY_HOSTING',
    TranType: 'PreAuth',
    amount: Number(order.totalAmount).toFixed(2),
    currency: CMI_MAD,
    oid: order.orderNumber,
    ...cmiReturnUrls(publicUrl, order.id, order.returnPath),
    lang: order.locale,
    rnd,
    hashAlgorithm: 'ver3',
    encoding: 'UTF-8',
    BillToName: order.senderName ?? order.recipientName,
    email: order.senderEmail ?? '',
    tel: order.senderPhone ?? '',
  };
  return { ...fields, HASH: cmiHash(fields, keys.storeKey) };
}

/**
 * CMI, the interbank gateway of Moroccan banks: the customer pays on its hosted page; its signed
 * server-to-server callback (cmi/callback.ts) is what marks the order paid. `retrieve` asks its XML API
 * for the order's history, to catch up a callback that never came.
 */
export function cmiProvider(db: DbOrTx, keys: CmiKeys, config: { publicUrl: string; outbound: OutboundPolicy }): PaymentProvider {
  const { publicUrl } = config;
  const access: CmiApiAccess = { url: apiUrlOf(keys.gatewayUrl), user: keys.apiUser, password: keys.apiPassword, clientId: keys.clientId, outbound: config.outbound };
  /** What the attempt pays: an order (its `oid`), else a share of a pot, through the payment targets. */
  const paidBy = async (id: string) => {
    const oid = oidOfIntent(id);
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, oid));
    if (order) return { oid, orderId: order.id, amount: order.totalAmount };
    const other = await findPaymentTarget(db, id);
    if (!other) throw notFound('Paiement introuvable');
    return { oid, orderId: null, amount: fromCentimes(other.found.amount) };
  };
  return {
    name: 'cmi',
    publishableKey: null,
    async createIntent(order) {
      const rnd = randomBytes(10).toString('hex');
      return { id: intentIdOf(order.orderNumber), gatewayUrl: keys.gatewayUrl, fields: cmiFields(keys, publicUrl, order, rnd) };
    },
    async retrieve(id): Promise<IntentState> {
      const paying = await paidBy(id);
      const history = await orderHistory(access, paying.oid);
      const paid = history.find((t) => CAPTURED.has(t.type) && t.procReturnCode === '00');
      const declined = history.find((t) => t.procReturnCode !== '00');
      const base = { id, currency: 'mad', orderId: paying.orderId };
      if (paid) return { ...base, status: 'succeeded', amount: paid.amount, failure: null };
      if (declined) {
        return { ...base, status: 'failed', amount: declined.amount, failure: { code: `cmi_${declined.procReturnCode}`, reason: 'Paiement refusé par la banque' } };
      }
      return { ...base, status: 'pending', amount: 0, failure: null };
    },
    async refund(id, amount) {
      const paid = await paidBy(id);
      return credit(access, paid.oid, amount ?? paid.amount);
    },
    parseWebhook() {
      throw invalid('CMI rappelle la boutique à /api/payments/cmi/callback');
    },
  };
}
