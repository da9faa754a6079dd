import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { settingDefaults } from '../../../contracts/settings.js';
import { addGift, orderPayload, setSettings } from './test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;

const quote = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/orders/quote', payload: body });
const deliverySettings = Object.fromEntries(
  Object.entries(settingDefaults).filter(([k]) => k.startsWith('delivery_') || k.startsWith('express_') || k === 'free_delivery_threshold'),
);

describe('the price the server will charge', () => {
  beforeEach(() => setSettings(db, deliverySettings));

  it.each([
    ['Casablanca', 'casablanca', '25.00', '266.00'],
    ['Rabat', 'rabat', '35.00', '276.00'],
    ['Marrakech', 'marrakech', '40.00', '281.00'],
    ['Fès', 'national', '60.00', '301.00'],
    ['Témara', 'national', '60.00', '301.00'],
  ])('charges the %s delivery fee of its zone', async (city, zone, fee, total) => {
    const gift = await addGift(db, { price: '120.50' });
    const res = await quote({ recipientCity: city, items: [{ giftId: gift.id, quantity: 2 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ zone, deliverable: true, subtotal: '241.00', deliveryFee: fee, expressFee: '0.00', total });
  });

  it('adds line totals in centimes without floating point drift', async () => {
    const a = await addGift(db, { price: '0.10' });
    const b = await addGift(db, { price: '0.20' });
    const res = await quote({ recipientCity: 'Casablanca', items: [{ giftId: a.id, quantity: 1 }, { giftId: b.id, quantity: 1 }] });
    expect(res.json()).toMatchObject({ subtotal: '0.30', total: '25.30' });
  });

  it('uses the fee set in the back office', async () => {
    await setSettings(db, { delivery_price_rabat: '42.50' });
    const gift = await addGift(db, { price: '100.00' });
    const res = await quote({ recipientCity: 'Rabat', items: [{ giftId: gift.id, quantity: 1 }] });
    expect(res.json()).toMatchObject({ deliveryFee: '42.50', total: '142.50', deliveryDays: 2 });
  });

  it('delivers free once the subtotal reaches the threshold', async () => {
    const gift = await addGift(db, { price: '250.00' });
    const below = await quote({ recipientCity: 'Casablanca', items: [{ giftId: gift.id, quantity: 1 }] });
    expect(below.json()).toMatchObject({ deliveryFee: '25.00', total: '275.00', freeDeliveryThreshold: '500.00' });
    const at = await quote({ recipientCity: 'Casablanca', items: [{ giftId: gift.id, quantity: 2 }] });
    expect(at.json()).toMatchObject({ subtotal: '500.00', deliveryFee: '0.00', total: '500.00' });
  });

  it('says a city of a switched-off zone is not deliverable', async () => {
    await setSettings(db, { delivery_national: false });
    const gift = await addGift(db);
    const res = await quote({ recipientCity: 'Agadir', items: [{ giftId: gift.id, quantity: 1 }] });
    expect(res.json()).toMatchObject({ zone: 'national', deliverable: false });
  });

  it('adds the express fee when express delivery is on', async () => {
    const gift = await addGift(db, { price: '600.00' });
    const res = await quote({ recipientCity: 'Casablanca', express: true, items: [{ giftId: gift.id, quantity: 1 }] });
    expect(res.json()).toMatchObject({ deliveryFee: '0.00', expressFee: '50.00', total: '650.00' });
  });

  it('offers express only in the zones the shop runs it in: Casablanca and Rabat by default', async () => {
    const gift = await addGift(db, { price: '100.00' });
    for (const city of ['Casablanca', 'Rabat']) {
      const res = await quote({ recipientCity: city, express: true, items: [{ giftId: gift.id, quantity: 1 }] });
      expect(res.statusCode).toBe(200);
      expect(res.json().expressFee).toBe('50.00');
    }
    for (const city of ['Agadir', 'Marrakech', 'Témara']) {
      const res = await quote({ recipientCity: city, express: true, items: [{ giftId: gift.id, quantity: 1 }] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'express_unavailable', message: `La livraison express n’est pas disponible à ${city}` });
    }
  });

  it('follows the express zones set in the back office', async () => {
    await setSettings(db, { express_marrakech: true, express_casablanca: false });
    const gift = await addGift(db, { price: '100.00' });
    const marrakech = await quote({ recipientCity: 'Marrakech', express: true, items: [{ giftId: gift.id, quantity: 1 }] });
    expect(marrakech.json()).toMatchObject({ expressFee: '50.00', total: '190.00' });
    const casablanca = await quote({ recipientCity: 'Casablanca', express: true, items: [{ giftId: gift.id, quantity: 1 }] });
    expect(casablanca.statusCode).toBe(400);
  });

  it('refuses express delivery when the shop has switched it off', async () => {
    await setSettings(db, { express_delivery: false });
    const gift = await addGift(db);
    const res = await quote({ recipientCity: 'Casablanca', express: true, items: [{ giftId: gift.id, quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La livraison express n’est pas disponible');
  });

  it('prices from the catalogue, whatever price the client sends', async () => {
    const gift = await addGift(db, { price: '300.00' });
    const res = await quote({ recipientCity: 'Rabat', items: [{ giftId: gift.id, quantity: 1, price: '1.00' }] });
    expect(res.json()).toMatchObject({ subtotal: '300.00', lines: [{ giftId: gift.id, unitPrice: '300.00', lineTotal: '300.00' }] });
  });

  it('reports what is left of every short line at once, switched-off gifts as none', async () => {
    const short = await addGift(db, { stock: 3 });
    const fine = await addGift(db, { stock: 10 });
    const off = await addGift(db, { stock: 8, isActive: false });
    const res = await quote({
      recipientCity: 'Casablanca',
      items: [
        { giftId: short.id, quantity: 6 },
        { giftId: fine.id, quantity: 2 },
        { giftId: off.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(['out_of_stock', 'gift_unavailable']).toContain(body.code);
    expect(body.details.shortages).toEqual(
      expect.arrayContaining([
        { giftId: short.id, available: 3 },
        { giftId: off.id, available: 0 },
      ]),
    );
    expect(body.details.shortages).toHaveLength(2);
  });

  it.each([
    ['Tétouan', 'national', '60.00'],
    ['Douar Tizi n’Test', 'national', '60.00'],
    ['casablanca', 'casablanca', '25.00'],
    ['الدار البيضاء', 'casablanca', '25.00'],
    ['MARRAKESH', 'marrakech', '40.00'],
  ])('prices any place in Morocco: %s is in the %s zone', async (city, zone, fee) => {
    const gift = await addGift(db, { price: '100.00' });
    const res = await quote({ recipientCity: city, items: [{ giftId: gift.id, quantity: 1 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ zone, deliveryFee: fee });
  });

  it('refuses a city name that is empty, too long or not a name', async () => {
    const gift = await addGift(db);
    for (const recipientCity of ['  ', 'x'.repeat(81), 'Tétouan\u202e', '<script>', '1234']) {
      const res = await quote({ recipientCity, items: [{ giftId: gift.id, quantity: 1 }] });
      expect(res.statusCode, recipientCity).toBe(400);
      expect(res.json().code).toBe('invalid_data');
    }
  });

  it('places an order at the quoted total', async () => {
    const gift = await addGift(db, { price: '199.90' });
    const q = (await quote({ recipientCity: 'Marrakech', items: [{ giftId: gift.id, quantity: 1 }] })).json();
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientCity: 'Marrakech', totalAmount: q.total }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ subtotalAmount: '199.90', deliveryFee: '40.00', totalAmount: '239.90' });
  });
});
