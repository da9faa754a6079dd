import { toCentimes } from '../../../domain/money.js';
import { invalid } from '../../../http/app-error.js';
import type { VoucherIssuer } from '../../orders/index.js';
import { payOrder, readOrder, type BingaKeys, type BingaTransport } from '../binga/api.js';
import type { IntentState, PaymentProvider } from './types.js';

/** The order's payment id: Binga's code, kept as `binga_<code>` beside the card providers' ids. */
export const bingaIntentId = (code: string) => `binga_${code}`;
export const codeOfIntent = (intentId: string) => intentId.replace(/^binga_/, '');
/** Binga's word for a code paid at an agency (decision 052: not confirmed on a real account). */
const PAID = new Set(['PAID', 'PAYED']);

/** The shop's addresses Binga sends the buyer back to and notifies once the code is paid. */
export const bingaUrls = (publicUrl: string, orderId: string) => {
  const page = `${publicUrl}/order-success?${new URLSearchParams({ order_id: orderId, payment_method: 'cash_voucher' })}`;
  return { successUrl: page, failureUrl: page, payUrl: `${publicUrl}/api/payments/binga/notify` };
};

const splitName = (name: string | null) => {
  const [first = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return { first: first || 'Client', last: rest.join(' ') || first || 'Client' };
};

/**
 * Binga: a payment code the sender pays in cash at a Wafacash agency. It is not a card provider (the
 * checkout never picks it for cards): it issues a code for an order (`issue`), reads a code again for
 * "Vérifier le paiement" (`retrieve`), and its signed notification is answered at
 * `/api/payments/binga/notify` (binga/notify.ts). Cash is given back by the shop, like a transfer.
 */
export function bingaProvider(keys: BingaKeys, transport: BingaTransport, publicUrl: string): PaymentProvider & { issue: VoucherIssuer } {
  return {
    name: 'binga',
    publishableKey: null,
    async issue(order) {
      const name = splitName(order.senderName);
      const answer = await payOrder(keys, transport, {
        externalId: order.orderNumber,
        amount: order.totalAmount,
        expiresAt: order.expiresAt,
        buyerFirstName: name.first,
        buyerLastName: name.last,
        buyerEmail: order.senderEmail,
        buyerPhone: order.senderPhone ?? '',
        ...bingaUrls(publicUrl, order.id),
      });
      return { intentId: bingaIntentId(answer.code), code: answer.code };
    },
    async createIntent() {
      throw invalid('Cette commande se règle en espèces, avec son code de paiement, dans une agence Wafacash.');
    },
    async retrieve(id): Promise<IntentState> {
      const order = await readOrder(keys, transport, codeOfIntent(id));
      const paid = PAID.has(order.status.toUpperCase());
      const amount = /^\d+(\.\d{1,2})?$/.test(order.amount) ? toCentimes(order.amount) : -1;
      return { id, status: paid ? 'succeeded' : 'pending', amount: paid ? amount : 0, currency: 'mad', orderId: null, failure: null };
    },
    async refund() {
      throw new Error('des espèces reçues en agence se remboursent par la boutique');
    },
    parseWebhook() {
      throw invalid('Binga notifie la boutique à /api/payments/binga/notify');
    },
  };
}
