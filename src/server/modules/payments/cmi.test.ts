import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../../test/helper.js';
import { startHttpDouble } from '../../../../test/http-double.js';
import { orderEvents, outbox } from '../../db/schema/index.js';
import { writeSetting } from '../settings/index.js';
import { addGift, orderPayload, orderRow, signIn } from '../orders/test-fixtures.js';
import { cmiHash } from './cmi/hash.js';
import { CMI_DOUBLE_APPROVED_CARD } from './testing/cmi-double.js';
import { cmiShop } from './testing/cmi-shop.js';

const STORE_KEY = 'TEST|store\\key';
// The double listens on 127.0.0.1, an address the shop's server calls only when allowed.
const { app, database } = await useTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
const db = database.db;

const cmi = await cmiShop(app, db, STORE_KEY);
afterAll(() => cmi.close());
const me = await signIn(db);
const headers = { cookie: me.cookie };
const DECLINED_CARD = '4000000000000002';

/** A card order for 1 × 200.00 in Casablanca (225.00 with delivery) and its CMI form. */
async function orderWithForm(sender: Record<string, unknown> = {}) {
  const gift = await addGift(db, { price: '200.00', stock: 10 });
  const payload = orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod: 'stripe', ...sender });
  const order = (await app.inject({ method: 'POST', url: '/api/orders', payload, headers })).json();
  const intent = (await app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order.id, amount: 1 }, headers })).json();
  return { order, intent };
}
const eventsOf = async (id: string) => (await db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).map((e) => e.type);
/** A callback for the order signed with the store key, as if the double (or a forger) had sent it. */
function signedCallback(fields: Record<string, string>, result: Record<string, string>, key = STORE_KEY) {
  const { HASH: _h, ...sent } = fields;
  const params = { ...sent, ...result };
  return { ...params, HASH: cmiHash(params, key) };
}
const post = (params: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/cmi/callback',
    payload: new URLSearchParams(params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('CMI hosted payment page', () => {
  it('is the checkout’s provider when chosen, and lets the pages post a form to its gateway', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ provider: 'cmi', publishableKey: null });
    const page = await app.inject({ method: 'GET', url: '/checkout' });
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${new URL(cmi.gatewayUrl).origin}`);
  });

  it('answers the signed form fields for the server’s total', async () => {
    const { order, intent } = await orderWithForm();
    expect(intent).toMatchObject({ provider: 'cmi', gatewayUrl: cmi.gatewayUrl, amount: '225.00' });
    const { HASH, ...fields } = intent.fields;
    expect(fields).toMatchObject({
      clientid: '600000000',
      storetype: '3D_PAY_HOSTING',
      TranType: 'PreAuth',
      amount: '225.00',
      currency: '504',
      oid: order.orderNumber,
      okUrl: `http://localhost:3000/order-success?order_id=${order.id}&payment_method=stripe`,
      failUrl: `http://localhost:3000/order-success?order_id=${order.id}&payment_method=stripe`,
      shopurl: 'http://localhost:3000/checkout',
      callbackUrl: 'http://localhost:3000/api/payments/cmi/callback',
      lang: 'fr',
      hashAlgorithm: 'ver3',
      encoding: 'UTF-8',
    });
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['rnd', 'BillToName', 'email', 'tel']));
    expect(HASH).toBe(cmiHash(fields, STORE_KEY));
    expect((await orderRow(db, order.id))?.paymentProvider).toBe('cmi');
    expect(order.paymentMethod).toBe('stripe');
  });

  it('captures a payment through the double: callback answered ACTION=POSTAUTH, order paid once', async () => {
    const { order, intent } = await orderWithForm();
    const done = await cmi.checkout(intent.gatewayUrl, intent.fields, CMI_DOUBLE_APPROVED_CARD);
    expect(cmi.answers.at(-1)).toEqual({ oid: order.orderNumber, answer: 'ACTION=POSTAUTH' });
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'processing', paymentStatus: 'completed' });

    // CMI retries a callback it thinks was lost: applied once, still acknowledged.
    expect((await post(done.params)).body).toBe('ACTION=POSTAUTH');
    expect((await eventsOf(order.id)).filter((e) => e === 'payment_completed')).toHaveLength(1);

    // The customer comes back by POST; the shop sends them to the confirmation page.
    const back = await app.inject({ method: 'POST', url: new URL(done.returnUrl).pathname + new URL(done.returnUrl).search, payload: new URLSearchParams(done.params).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(cmi.gatewayUrl).origin, cookie: me.cookie } });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/order-success?order_id=${order.id}&payment_method=stripe`);
  });

  it('acknowledges a decline with APPROVED, records its reason and keeps the order unpaid; a later success pays it', async () => {
    const { order, intent } = await orderWithForm({ senderName: 'Ben & fils' });
    await cmi.checkout(intent.gatewayUrl, intent.fields, DECLINED_CARD);
    expect(cmi.answers.at(-1)?.answer).toBe('APPROVED');
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'failed', paymentFailureCode: 'cmi_05', paymentFailureReason: 'Transaction refusée & non autorisée' });

    const retry = (await app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order.id }, headers })).json();
    await cmi.checkout(retry.gatewayUrl, retry.fields, CMI_DOUBLE_APPROVED_CARD);
    expect(cmi.answers.at(-1)?.answer).toBe('ACTION=POSTAUTH');
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'processing', paymentStatus: 'completed' });
  });

  it('refuses a forged callback with FAILURE', async () => {
    const { order, intent } = await orderWithForm();
    const forged = signedCallback(intent.fields, { ProcReturnCode: '00', Response: 'Approved' }, 'not the store key');
    expect((await post(forged)).body).toBe('FAILURE');
    const altered = { ...signedCallback(intent.fields, { ProcReturnCode: '05' }), ProcReturnCode: '00' };
    expect((await post(altered)).body).toBe('FAILURE');
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('refuses a payment of the wrong amount or currency, and an unknown order', async () => {
    const { order, intent } = await orderWithForm();
    expect((await post(signedCallback(intent.fields, { ProcReturnCode: '00', amount: '1.00' }))).body).toBe('FAILURE');
    expect((await post(signedCallback(intent.fields, { ProcReturnCode: '00', currency: '978' }))).body).toBe('FAILURE');
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await eventsOf(order.id)).toContain('payment_mismatch');
    expect((await post(signedCallback(intent.fields, { ProcReturnCode: '00', oid: 'CAD-NOPE00' }))).body).toBe('FAILURE');
  });

  it('catches up a callback that never came through the status API (Vérifier le paiement)', async () => {
    const { order, intent } = await orderWithForm();
    cmi.state.dropCallbacks = true;
    try {
      await cmi.checkout(intent.gatewayUrl, intent.fields, CMI_DOUBLE_APPROVED_CARD);
    } finally {
      cmi.state.dropCallbacks = false;
    }
    expect((await orderRow(db, order.id))?.paymentStatus).toBe('pending');
    const res = await app.inject({ method: 'POST', url: `/api/verify-payment/${order.id}`, headers });
    expect(res.json()).toEqual({ status: 'completed', message: 'Votre paiement a été confirmé.' });
    expect(await orderRow(db, order.id)).toMatchObject({ status: 'processing', paymentStatus: 'completed' });
  });

  it('acknowledges a second approved payment of a paid order without capturing it, records it and alerts the shop', async () => {
    await writeSetting(db, 'admin_email', 'gerant@cadeaux.ma');
    const { order, intent } = await orderWithForm();
    const other = (await app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order.id }, headers })).json();
    const first = await cmi.checkout(intent.gatewayUrl, intent.fields, CMI_DOUBLE_APPROVED_CARD);
    expect(cmi.answers.at(-1)?.answer).toBe('ACTION=POSTAUTH');
    await cmi.checkout(other.gatewayUrl, other.fields, CMI_DOUBLE_APPROVED_CARD);
    expect(cmi.answers.at(-1)).toEqual({ oid: order.orderNumber, answer: 'APPROVED' });
    // Captured once: the second pre-authorisation lapses.
    expect(cmi.history.get(order.orderNumber)?.map((t) => t.type)).toEqual(['PA', 'PS', 'PA']);
    // The first callback told again is still the paying one.
    expect((await post(first.params)).body).toBe('ACTION=POSTAUTH');

    const events = await eventsOf(order.id);
    expect(events.filter((e) => e === 'payment_completed')).toHaveLength(1);
    expect(events.filter((e) => e === 'paid_twice')).toHaveLength(1);
    const alerts = (await db.select().from(outbox).where(eq(outbox.template, 'paid_twice'))).filter((a) => a.subject?.includes(order.orderNumber));
    expect(alerts.map((a) => a.recipient)).toEqual(['gerant@cadeaux.ma']);
  });

  it('refunds through the API when the customer cancels a paid order', async () => {
    const { order, intent } = await orderWithForm();
    await cmi.checkout(intent.gatewayUrl, intent.fields, CMI_DOUBLE_APPROVED_CARD);
    const res = await app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers });
    expect(res.statusCode).toBe(200);
    expect(cmi.history.get(order.orderNumber)?.map((t) => t.type)).toEqual(['PA', 'PS', 'C']);
    expect(await eventsOf(order.id)).toContain('refunded');
  });
});

describe('CMI settings', () => {
  it('keeps a numeric merchant id as text and reads the gateway back for the admin', async () => {
    const save = (key: string, value: string) => app.inject({ method: 'POST', url: '/api/settings', payload: { key, value }, headers: { cookie: admin.cookie } });
    expect((await save('cmi_client_id', '600000001')).statusCode).toBe(200);
    const read = (await app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: admin.cookie } })).json();
    expect(read).toMatchObject({ cmi_client_id: '600000001', cmi_gateway_url: cmi.gatewayUrl, cmi_store_key: expect.not.stringContaining('store') });
    expect((await save('cmi_client_id', '600000000')).statusCode).toBe(200);
  });
});

const admin = await signIn(db, { role: 'admin' });

describe('CMI errors the back office can act on', () => {
  const save = (key: string, value: string) => app.inject({ method: 'POST', url: '/api/settings', payload: { key, value }, headers: { cookie: admin.cookie } });

  it('refuses a gateway that is not an https address, with a clear 400, and keeps the one saved', async () => {
    for (const value of ['http://payment.example.ma/fim/est3Dgate', 'ftp://testpayment.cmi.co.ma/fim/est3Dgate', 'testpayment.cmi.co.ma', '']) {
      const res = await save('cmi_gateway_url', value);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_data', message: expect.stringMatching(/https:\/\//) });
    }
    expect((await app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: admin.cookie } })).json().cmi_gateway_url).toBe(cmi.gatewayUrl);
    expect((await save('cmi_gateway_url', 'https://payment.cmi.co.ma/fim/est3Dgate')).statusCode).toBe(200);
    expect((await save('cmi_gateway_url', cmi.gatewayUrl)).statusCode).toBe(200);
  });

  it('refuses a gateway at a link-local or metadata address, in any of its forms, even with private addresses allowed', async () => {
    for (const value of ['https://169.254.169.254/fim/est3Dgate', 'https://[::ffff:a9fe:a9fe]/fim/est3Dgate', 'https://[fd00:ec2::254]/fim/est3Dgate']) {
      const res = await save('cmi_gateway_url', value);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_data', message: expect.stringMatching(/^cmi_gateway_url : destination refusée \(adresse réservée/) });
    }
  });

  it('refuses a loopback or private gateway without OUTBOUND_ALLOW_PRIVATE', async () => {
    const strict = await buildTestApp();
    try {
      const strictAdmin = await signIn(strict.database.db, { role: 'admin' });
      for (const value of [cmi.gatewayUrl, 'https://10.0.0.5/fim/est3Dgate', 'https://[::ffff:7f00:1]/fim/est3Dgate']) {
        const res = await strict.app.inject({ method: 'POST', url: '/api/settings', payload: { key: 'cmi_gateway_url', value }, headers: { cookie: strictAdmin.cookie } });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/adresse locale ou privée/);
      }
    } finally {
      await strict.close();
    }
  });

  /** An order whose callback never came: 'Vérifier le paiement' has to ask the status API. */
  async function unconfirmedOrder() {
    const { order, intent } = await orderWithForm();
    cmi.state.dropCallbacks = true;
    try {
      await cmi.checkout(intent.gatewayUrl, intent.fields, CMI_DOUBLE_APPROVED_CARD);
    } finally {
      cmi.state.dropCallbacks = false;
    }
    return order as { id: string };
  }

  it('answers a refusal of the status API (wrong API password) with a typed 502 that says why', async () => {
    const order = await unconfirmedOrder();
    await writeSetting(db, 'cmi_api_password', 'not-the-password');
    try {
      const res = await app.inject({ method: 'POST', url: `/api/verify-payment/${order.id}`, headers });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'payment_provider_error', message: expect.stringMatching(/Authentication failed/), details: { providerCode: '99' } });
      expect((await orderRow(db, order.id))?.paymentStatus).toBe('pending');
    } finally {
      await writeSetting(db, 'cmi_api_password', 'api-password');
    }
  });

  it('does not follow a redirect of the status API: the API user and password go nowhere else, and the 502 says why', async () => {
    const order = await unconfirmedOrder();
    const gateway = await startHttpDouble();
    const elsewhere = await startHttpDouble();
    gateway.redirectNext(1, `${elsewhere.url}/fim/api`);
    await writeSetting(db, 'cmi_gateway_url', `${gateway.url}/fim/est3Dgate`);
    try {
      const res = await app.inject({ method: 'POST', url: `/api/verify-payment/${order.id}`, headers });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'payment_provider_error', message: expect.stringMatching(/redirection \(307\)/), details: { providerCode: '307' } });
      expect(elsewhere.requests).toHaveLength(0);
      expect((await orderRow(db, order.id))?.paymentStatus).toBe('pending');
    } finally {
      await writeSetting(db, 'cmi_gateway_url', cmi.gatewayUrl);
      await Promise.all([gateway.close(), elsewhere.close()]);
    }
  });

  it('answers an unreadable answer from the status API with a typed 502, not a 500', async () => {
    const order = await unconfirmedOrder();
    const html = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Maintenance</body></html>'));
    await new Promise<void>((resolve) => html.listen(0, '127.0.0.1', resolve));
    await writeSetting(db, 'cmi_gateway_url', `http://127.0.0.1:${(html.address() as AddressInfo).port}/fim/est3Dgate`);
    try {
      const res = await app.inject({ method: 'POST', url: `/api/verify-payment/${order.id}`, headers });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'payment_provider_error', message: expect.stringMatching(/illisible/) });
    } finally {
      await writeSetting(db, 'cmi_gateway_url', cmi.gatewayUrl);
      html.close();
    }
  });
});
