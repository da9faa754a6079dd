import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BingaCall } from './api.js';
import { bingaChecksum, checksumMatches } from './checksum.js';

interface DoubleOrder {
  code: string;
  externalId: string;
  amount: string;
  buyerEmail: string;
  expirationDate: string;
  payUrl: string;
  status: 'PRE_PAID' | 'PAID';
}

/** Posts a notification the way Binga does (form-encoded) and returns the shop's answer. */
export type BingaDeliver = (payUrl: string, params: Record<string, string>) => Promise<string>;
const deliverByHttp: BingaDeliver = async (url, params) => (await fetch(url, { method: 'POST', body: new URLSearchParams(params) })).text();

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });

/**
 * A stand-in for Binga's API with the shapes public integrations show: `POST …/orders/pay` (basic
 * authentication, a `PRE-PAY` checksum) answers `{ result: 'success', orders: { order: { code, … } } }`;
 * `GET …/orders/{code}` reads a code; `pay(code)` is the agency counter: the code becomes `PAID` and the
 * signed `PAY` notification goes to the shop's `payUrl`. Used by the tests and e2e (`listen()`, on
 * 127.0.0.1) and by a demo shop with no `binga_api_url` (`transport`, in this process).
 */
export function bingaDouble(opts: { merchantId: string; merchantSecret: string; deliver?: BingaDeliver }) {
  const deliver = opts.deliver ?? deliverByHttp;
  const orders = new Map<string, DoubleOrder>();
  const requests: { method: string; path: string; form: Record<string, string> }[] = [];
  const state = { refuseNext: false };

  const json = (status: number, value: unknown) => ({ status, text: JSON.stringify(value) });
  const found = (o: DoubleOrder) => json(200, { result: 'success', orders: { order: { code: o.code, externalId: o.externalId, amount: o.amount, totalAmount: o.amount, status: o.status, expirationDate: o.expirationDate, buyerEmail: o.buyerEmail } } });

  async function handle(url: string, call: BingaCall) {
    const path = new URL(url).pathname.replace(/^.*\/orders/, '/orders');
    const form = Object.fromEntries(new URLSearchParams(call.body ?? ''));
    requests.push({ method: call.method, path, form });
    const expected = `Basic ${Buffer.from(`${opts.merchantId}:${opts.merchantSecret}`).toString('base64')}`;
    if (call.headers.authorization !== expected) return json(401, { result: 'error', message: 'Authentification refusée' });
    if (state.refuseNext) {
      state.refuseNext = false;
      return json(500, { result: 'error', message: 'Service momentanément indisponible' });
    }
    if (call.method === 'POST' && path === '/orders/pay') {
      const missing = ['externalId', 'expirationDate', 'amount', 'storeId', 'buyerEmail', 'payUrl', 'orderCheckSum'].filter((k) => !form[k]);
      if (missing.length) return json(400, { result: 'error', message: `Champs manquants : ${missing.join(', ')}` });
      const signed = { amount: form.amount!, storeId: form.storeId!, externalId: form.externalId!, buyerEmail: form.buyerEmail! };
      if (form.storeId !== opts.merchantId || !checksumMatches(form.orderCheckSum, bingaChecksum('PRE-PAY', signed, opts.merchantSecret))) {
        return json(400, { result: 'error', message: 'orderCheckSum invalide' });
      }
      let code = String(randomInt(100_000_000_000, 1_000_000_000_000));
      while (orders.has(code)) code = String(randomInt(100_000_000_000, 1_000_000_000_000));
      const order: DoubleOrder = { code, externalId: form.externalId!, amount: form.amount!, buyerEmail: form.buyerEmail!, expirationDate: form.expirationDate!, payUrl: form.payUrl!, status: 'PRE_PAID' };
      orders.set(code, order);
      return found(order);
    }
    const read = /^\/orders\/([^/]+)$/.exec(path);
    if (call.method === 'GET' && read) {
      const order = orders.get(decodeURIComponent(read[1]!));
      return order ? found(order) : json(404, { result: 'error', message: 'Commande introuvable' });
    }
    return json(404, { result: 'error', message: 'Introuvable' });
  }

  /** The fields of the `PAY` notification of a code, signed (or signed with `secret` to play a forger). */
  function notification(code: string, over: { amount?: string; secret?: string } = {}) {
    const order = orders.get(code);
    if (!order) throw new Error(`unknown code ${code}`);
    const amount = over.amount ?? order.amount;
    const signed = { amount, storeId: opts.merchantId, externalId: order.externalId, buyerEmail: order.buyerEmail };
    return {
      payUrl: order.payUrl,
      params: {
        code: order.code,
        externalId: order.externalId,
        amount,
        expirationDate: order.expirationDate,
        buyerEmail: order.buyerEmail,
        storeId: opts.merchantId,
        orderCheckSum: bingaChecksum('PAY', signed, over.secret ?? opts.merchantSecret),
      },
    };
  }

  return {
    orders,
    requests,
    state,
    notification,
    transport: (url: string, call: BingaCall) => handle(url, call),
    /** The sender pays the code at an agency: the code is paid at Binga, then the shop is notified. */
    async pay(code: string, over: { amount?: string; secret?: string } = {}) {
      const order = orders.get(code);
      if (!order) throw new Error(`unknown code ${code}`);
      order.status = 'PAID';
      const { payUrl, params } = notification(code, over);
      return deliver(payUrl, params);
    },
    /** Serves the API on 127.0.0.1 (`url`: the address to save as `binga_api_url`). */
    async listen() {
      const server = createServer((req, res) => {
        void readBody(req).then(async (body) => {
          const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
          const answer = await handle(`http://127.0.0.1${req.url ?? '/'}`, { method: req.method === 'POST' ? 'POST' : 'GET', headers, body });
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.text);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      return { url: `http://127.0.0.1:${port}/bingaApi/api`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
    },
  };
}

export type BingaDouble = ReturnType<typeof bingaDouble>;
