import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { orderEvents, parcels } from '../../db/schema/index.js';
import { pdfRuns, pdfText } from '../../lib/pdf/test-pdf.js';
import { addExtra } from '../extras/test-fixtures.js';
import { addGift, orderPayload, orderRow, setSettings, signIn } from '../orders/test-fixtures.js';
import { senditDouble } from './carriers/sendit-double.js';
import { followOpenParcels } from './index.js';

// The double listens on 127.0.0.1, an address the shop's server calls only when allowed.
const { app, database } = await useTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
const db = database.db;
const admin = await signIn(db, { role: 'admin' });
const headers = { cookie: admin.cookie };
const sendit = senditDouble({ publicKey: 'pk_shop', secretKey: 'sk_shop' });
const served = await sendit.listen();
afterAll(() => served.close());

const DAY = '2031-03-12';
const sendit_settings = { courier_provider: 'sendit', sendit_api_url: served.url, sendit_public_key: 'pk_shop', sendit_secret_key: 'sk_shop' };
beforeEach(() => setSettings(db, sendit_settings));

/** A paid order being prepared, to deliver on DAY in Rabat. */
async function readyOrder(overrides: Record<string, unknown> = {}) {
  const gift = await addGift(db);
  const payload = orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientCity: 'Rabat', ...overrides });
  const order = (await app.inject({ method: 'POST', url: '/api/orders', payload, headers })).json() as { id: string; orderNumber: string };
  await app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}/status`, payload: { status: 'processing' }, headers });
  await db.execute(`update orders set delivery_date = '${DAY}' where id = '${order.id}'`);
  return order;
}
const create = (orderIds: string[]) => app.inject({ method: 'POST', url: '/api/admin/parcels', payload: { orderIds }, headers });
const orderAsAdmin = async (id: string) => (await app.inject({ url: `/api/orders/${id}`, headers })).json();
const parcelEvents = async (id: string) => (await db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).filter((e) => e.type === 'parcel_status').map((e) => e.status);
const poll = () => followOpenParcels(db, { config: app.deps.config, payments: app.payments, now: new Date() });

describe('creating parcels through Sendit', () => {
  it('gives each order one parcel, however often asked, and the order answers it', async () => {
    const order = await readyOrder();
    const first = await create([order.id]);
    expect(first.statusCode).toBe(200);
    const [outcome] = first.json().outcomes;
    expect(outcome).toMatchObject({ orderId: order.id, existing: false, error: null, parcel: { carrier: 'sendit', status: 'created' } });
    const sent = sendit.deliveries.get(outcome.parcel.trackingNumber);
    expect(sent?.body).toMatchObject({ reference: order.orderNumber, name: 'Salma Bennani', address: '12 rue des Roses, Maârif', district_id: 2, pickup_district_id: 1, amount: 0 });

    const again = (await create([order.id, order.id])).json().outcomes;
    expect(again).toEqual([expect.objectContaining({ existing: true, parcel: outcome.parcel })]);
    expect([...sendit.deliveries.values()].filter((d) => d.body.reference === order.orderNumber)).toHaveLength(1);
    expect((await orderAsAdmin(order.id)).parcel).toEqual(outcome.parcel);
    expect(await parcelEvents(order.id)).toEqual(['created']);
  });

  it('lists the day’s parcels and prints, for each, its label then its delivery slip, as one PDF', async () => {
    const card = await addExtra(app, headers, { name: { fr: 'Ballon doré', ar: 'بالون ذهبي', en: 'Golden balloon' }, zones: ['rabat', 'marrakech'] });
    const a = await readyOrder({ extras: [{ extraId: card.id, quantity: 2 }], personalMessage: 'Bon anniversaire Salma !' });
    const b = await readyOrder({ recipientCity: 'Marrakech', isAnonymous: true });
    await create([a.id, b.id]);
    const day = (await app.inject({ url: `/api/admin/parcels?date=${DAY}`, headers })).json() as { orderId: string; orderNumber: string; trackingNumber: string }[];
    expect(day.map((p) => p.orderId)).toEqual(expect.arrayContaining([a.id, b.id]));
    const labels = await app.inject({ url: `/api/admin/parcels/labels.pdf?date=${DAY}`, headers });
    expect(labels.statusCode).toBe(200);
    expect(labels.headers['content-type']).toBe('application/pdf');

    // The double draws one label page per parcel: each is followed by its order's slip.
    const pages = (await pdfText(labels.rawPayload)).split('\n');
    expect(pages).toHaveLength(2 * day.length);
    day.forEach((parcel, i) => {
      expect(pages[2 * i]).toContain(parcel.trackingNumber);
      expect(pages[2 * i + 1]).toContain(parcel.orderNumber);
    });
    const slipOf = (orderNumber: string) => pages[pages.findIndex((p) => p.includes(orderNumber) && !p.includes('SENDIT'))] ?? '';
    const slipA = slipOf((await orderAsAdmin(a.id)).orderNumber);
    expect(slipA).toMatch(/1 × Coffret \d+/);
    expect(slipA).toContain('2 × Ballon doré');
    expect(slipA).toContain('Bon anniversaire Salma !');
    expect(slipA).toContain('Karim');
    expect(slipA).not.toMatch(/DH|100,00/);
    expect(slipOf((await orderAsAdmin(b.id)).orderNumber)).not.toContain('Karim');
    expect((await app.inject({ url: '/api/admin/parcels/labels.pdf?date=2031-01-01', headers })).json().code).toBe('no_parcels');
  });

  it('prints the slips in the shop’s language, Arabic from the right edge', async () => {
    await setSettings(db, { default_language: 'ar' });
    const order = await readyOrder();
    await create([order.id]);
    const pdf = await app.inject({ url: `/api/admin/parcels/labels.pdf?date=${DAY}`, headers });
    await setSettings(db, { default_language: 'fr' });
    const { orderNumber } = await orderAsAdmin(order.id);
    const slip = (await pdfRuns(pdf.rawPayload)).find((runs) => runs.some((r) => r.str.includes(orderNumber)));
    expect(slip?.some((r) => /[\u0600-\u06FF]/.test(r.str))).toBe(true);
    // The recipient's name ends at the A5 page's right margin (419.5 − 34 points), where Arabic starts.
    const name = slip?.find((r) => r.str === 'Salma Bennani');
    expect((name?.x ?? 0) + (name?.width ?? 0)).toBeCloseTo(385.5, 0);
  });

  it('refuses an order not ready to leave, and one Sendit refuses, writing nothing for them', async () => {
    const gift = await addGift(db);
    const unpaid = (await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }]), headers })).json();
    const unserved = await readyOrder({ recipientCity: 'Ouarzazate' });
    const [notPaid, refused] = (await create([unpaid.id, unserved.id])).json().outcomes;
    expect(notPaid).toMatchObject({ parcel: null, error: expect.stringContaining('payée') });
    expect(refused).toMatchObject({ parcel: null, error: expect.stringContaining('Ouarzazate') });
    expect(await db.select().from(parcels).where(eq(parcels.orderId, unserved.id))).toEqual([]);
    expect(await parcelEvents(unserved.id)).toEqual([]);
  });

  it('answers a clear 502 when Sendit refuses the keys, and leaves no parcel behind', async () => {
    const order = await readyOrder();
    await setSettings(db, { sendit_secret_key: 'wrong' });
    const res = await create([order.id]);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'courier_error', message: expect.stringContaining('clé secrète') });
    expect(await db.select().from(parcels).where(eq(parcels.orderId, order.id))).toEqual([]);
    expect((await orderAsAdmin(order.id)).parcel).toBeNull();
  });

  it('tells the carrier’s own refusal of a parcel on that order and goes on with the others', async () => {
    const [a, b] = [await readyOrder(), await readyOrder()];
    sendit.failNext(1, 422, 'Adresse incomplète'); // the first call made for a
    const outcomes = (await create([a.id, b.id])).json().outcomes;
    expect(outcomes[0]).toMatchObject({ parcel: null, error: expect.stringContaining('Adresse incomplète') });
    expect(outcomes[1]).toMatchObject({ error: null, parcel: { status: 'created' } });
    expect(await db.select().from(parcels).where(eq(parcels.orderId, a.id))).toEqual([]);
  });

  it('is refused while the shop’s own couriers carry', async () => {
    const order = await readyOrder();
    await setSettings(db, { courier_provider: 'own' });
    expect((await create([order.id])).json().code).toBe('courier_not_enabled');
  });

  it('is for admins only', async () => {
    const customer = await signIn(db);
    expect((await app.inject({ method: 'POST', url: '/api/admin/parcels', payload: { orderIds: [] }, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
  });
});

describe('following the parcels', () => {
  it('writes each new status in the timeline, delivers the order, then stops asking', async () => {
    const order = await readyOrder();
    const { trackingNumber } = (await create([order.id])).json().outcomes[0].parcel;
    sendit.setStatus(trackingNumber, 'PICKEDUP');
    await poll();
    sendit.setStatus(trackingNumber, 'TRANSIT'); // the same reading for the shop: no new line
    await poll();
    sendit.setStatus(trackingNumber, 'DELIVERED');
    await poll();
    expect(await parcelEvents(order.id)).toEqual(['created', 'in_transit', 'delivered']);
    expect((await orderRow(db, order.id))?.status).toBe('delivered');
    const tracked = await app.inject({ url: `/api/track?orderNumber=${order.orderNumber}&phone=${encodeURIComponent('06 12 34 56 78')}` });
    expect(tracked.json().parcel).toEqual({ carrier: 'sendit', trackingNumber, status: 'delivered' });
    expect(tracked.json().events.map((e: { type: string }) => e.type)).toContain('parcel_status');

    const reads = () => sendit.requests.filter((r) => r.path === `/deliveries/${trackingNumber}`).length;
    const before = reads();
    await poll();
    expect(reads()).toBe(before);
  });

  it('records a returned parcel as a failed delivery the shop settles', async () => {
    const order = await readyOrder();
    const { trackingNumber } = (await create([order.id])).json().outcomes[0].parcel;
    sendit.setStatus(trackingNumber, 'REJECTED');
    await app.inject({ method: 'POST', url: '/api/admin/parcels/refresh', headers });
    const types = (await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map((e) => e.type);
    expect(types).toContain('delivery_attempt_failed');
    expect((await orderRow(db, order.id))?.status).toBe('processing');
    expect((await orderAsAdmin(order.id)).parcel.status).toBe('returned');
  });

  it('keeps following Sendit’s parcels after the shop went back to its own couriers', async () => {
    const order = await readyOrder();
    const { trackingNumber } = (await create([order.id])).json().outcomes[0].parcel;
    await setSettings(db, { courier_provider: 'own' });
    sendit.setStatus(trackingNumber, 'DISTRIBUTED');
    await poll();
    expect((await orderAsAdmin(order.id)).parcel.status).toBe('out_for_delivery');
  });
});

describe('a demo shop', () => {
  it('hands its parcels to the built-in Sendit when no address is set, and they move at each read', async () => {
    await setSettings(db, { sendit_api_url: '', sendit_public_key: '', sendit_secret_key: '' });
    const order = await readyOrder();
    const [outcome] = (await create([order.id])).json().outcomes;
    expect(outcome).toMatchObject({ error: null, parcel: { carrier: 'sendit', status: 'created' } });
    expect(sendit.deliveries.has(outcome.parcel.trackingNumber)).toBe(false);
    await app.inject({ method: 'POST', url: '/api/admin/parcels/refresh', headers });
    await app.inject({ method: 'POST', url: '/api/admin/parcels/refresh', headers });
    expect((await orderAsAdmin(order.id)).parcel.status).toBe('in_transit');
    // Its own day: the other tests' parcels were made with the HTTP double, which this Sendit does not know.
    await db.execute(`update orders set delivery_date = '2031-04-01' where id = '${order.id}'`);
    const labels = await app.inject({ url: '/api/admin/parcels/labels.pdf?date=2031-04-01', headers });
    expect(labels.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
