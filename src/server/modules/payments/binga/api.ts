import { AppError } from '../../../http/app-error.js';
import { RefusedDestination, type OutboundPolicy } from '../../../lib/outbound/outbound.js';
import { outboundRequest } from '../../../lib/outbound/outbound-http.js';
import { bingaChecksum } from './checksum.js';

/** Binga's own API; an empty `binga_api_url` means this one (in a demo shop, the double). */
export const BINGA_API_URL = 'https://api.binga.ma/bingaApi/api';
/** Binga reads its dates in GMT, written `yyyy-MM-ddTHH:mm:ssGMT` (public integrations). */
export const bingaDate = (d: Date) => `${d.toISOString().slice(0, 19)}GMT`;

export interface BingaKeys {
  apiUrl: string;
  /** The store id (`storeId`), also the user of the API's basic authentication. */
  merchantId: string;
  /** The store's private key: the checksums' secret and the basic authentication's password. */
  merchantSecret: string;
}

export interface BingaCall {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}
/** How the client reaches Binga: the guarded outbound client, or the double in this process (demo). */
export type BingaTransport = (url: string, call: BingaCall) => Promise<{ status: number; text: string }>;

export const outboundBinga = (policy: OutboundPolicy): BingaTransport => async (url, call) => {
  const res = await outboundRequest(url, { method: call.method, headers: call.headers, body: call.body, timeoutMs: 20_000 }, policy);
  return { status: res.status, text: res.text };
};

/** One Binga order as its API answers it (`orders.order`). */
export interface BingaOrder {
  code: string;
  externalId: string;
  amount: string;
  status: string;
  expirationDate: string | null;
}

export interface PayRequest {
  externalId: string;
  amount: string;
  expiresAt: Date;
  buyerFirstName: string;
  buyerLastName: string;
  buyerEmail: string;
  buyerPhone: string;
  successUrl: string;
  failureUrl: string;
  /** Where Binga notifies the shop once the code is paid. */
  payUrl: string;
}

const providerError = (message: string, providerCode?: string) => new AppError('payment_provider_error', message, providerCode ? { providerCode } : {});

/** One call to Binga's API; a refusal, a network failure or an unreadable answer is a typed 502 in French. */
async function call(keys: BingaKeys, transport: BingaTransport, path: string, init: { method: 'GET' | 'POST'; form?: Record<string, string> }) {
  const url = `${keys.apiUrl.replace(/\/+$/, '')}${path}`;
  const headers: Record<string, string> = {
    accept: 'application/json',
    authorization: `Basic ${Buffer.from(`${keys.merchantId}:${keys.merchantSecret}`).toString('base64')}`,
  };
  if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const res = await transport(url, { method: init.method, headers, body: init.form ? new URLSearchParams(init.form).toString() : undefined }).catch((err: unknown) => {
    if (err instanceof RefusedDestination) throw providerError(`${err.message} : vérifiez l’adresse de l’API Binga.`);
    throw providerError('Binga ne répond pas : réessayez dans quelques minutes.');
  });
  if (res.status === 401 || res.status === 403) throw providerError('Binga a refusé l’identifiant ou la clé privée du magasin : vérifiez-les dans Paramètres › Intégrations.', String(res.status));
  let answer: { result?: string; orders?: { order?: Partial<BingaOrder> }; error?: string; message?: string };
  try {
    answer = JSON.parse(res.text) as typeof answer;
  } catch {
    throw providerError(`Réponse illisible de Binga (${res.status}) : vérifiez l’adresse de l’API Binga.`, String(res.status));
  }
  const order = answer.orders?.order;
  if (res.status < 200 || res.status >= 300 || answer.result !== 'success' || !order?.code) {
    throw providerError(`Binga a refusé la demande : ${answer.message ?? answer.error ?? `réponse ${res.status}`}.`, String(res.status));
  }
  return { code: String(order.code), externalId: String(order.externalId ?? ''), amount: String(order.amount ?? ''), status: String(order.status ?? ''), expirationDate: order.expirationDate ?? null };
}

/** `POST /orders/pay`: asks Binga for a payment code for an order, to pay in cash before its expiry. */
export function payOrder(keys: BingaKeys, transport: BingaTransport, r: PayRequest): Promise<BingaOrder> {
  const signed = { amount: r.amount, storeId: keys.merchantId, externalId: r.externalId, buyerEmail: r.buyerEmail };
  return call(keys, transport, '/orders/pay', {
    method: 'POST',
    form: {
      apiVersion: '1.1',
      externalId: r.externalId,
      expirationDate: bingaDate(r.expiresAt),
      amount: r.amount,
      storeId: keys.merchantId,
      buyerFirstName: r.buyerFirstName,
      buyerLastName: r.buyerLastName,
      buyerEmail: r.buyerEmail,
      buyerAddress: '',
      buyerPhone: r.buyerPhone,
      successUrl: r.successUrl,
      failureUrl: r.failureUrl,
      bookUrl: r.successUrl,
      payUrl: r.payUrl,
      orderCheckSum: bingaChecksum('PRE-PAY', signed, keys.merchantSecret),
    },
  });
}

/** `GET /orders/{code}`: the code's state at Binga (`PAID` once paid at an agency), for "Vérifier le paiement". */
export const readOrder = (keys: BingaKeys, transport: BingaTransport, code: string) => call(keys, transport, `/orders/${encodeURIComponent(code)}`, { method: 'GET' });
