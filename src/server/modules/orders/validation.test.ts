import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { orders } from '../../db/schema/index.js';
import { shopToday } from '../../../contracts/shop-clock.js';
import { addGift, orderPayload, setSettings, stockOf } from './test-fixtures.js';

// A Tuesday morning in Morocco: express (same day, before the cut-off) is open whatever the hour of the run.
const clock = new Date('2030-06-04T08:00:00Z');
const { app, database } = await useTestApp({ clock: () => clock });
const db = database.db;

const place = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/orders', payload });
const orderCount = async () => (await db.select({ n: count() }).from(orders))[0]?.n ?? 0;
const daysFromToday = (days: number) => {
  const d = new Date(`${shopToday(clock)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Expects a refusal with this status and message, and that nothing was written. */
async function expectRefused(payload: Record<string, unknown>, status: number, message: string) {
  const before = await orderCount();
  const res = await place(payload);
  expect(res.statusCode).toBe(status);
  expect(res.json().message).toContain(message);
  expect(await orderCount()).toBe(before);
  return res;
}

describe('order validation', () => {
  beforeEach(() =>
    setSettings(db, { anonymous_delivery: true, express_delivery: true, delivery_national: true, max_order_items: 10 }),
  );

  it.each([
    ['recipientName', 'Le nom complet du destinataire est requis'],
    ['recipientPhone', 'Le téléphone du destinataire est requis'],
    ['recipientAddress', 'L’adresse complète est requise'],
    ['recipientCity', 'Choisissez la ville de livraison'],
  ])('requires %s', async (field, message) => {
    const gift = await addGift(db);
    await expectRefused(orderPayload([{ giftId: gift.id, quantity: 1 }], { [field]: undefined }), 400, message);
  });

  it.each([
    ['recipientName', 'A', 'Le nom du destinataire est trop court'],
    ['recipientAddress', 'Rue', 'L’adresse est trop courte'],
  ])('says a %s that is filled but too short is too short, not missing', async (field, value, message) => {
    const gift = await addGift(db);
    const res = await expectRefused(orderPayload([{ giftId: gift.id, quantity: 1 }], { [field]: value }), 400, message);
    expect(res.json().message).not.toContain('requis');
  });

  it('refuses a phone number that is not Moroccan', async () => {
    const gift = await addGift(db);
    await expectRefused(orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientPhone: '+33 6 12 34 56 78' }), 400, 'Numéro de téléphone marocain invalide');
  });

  it('stores the phone in one normalised form', async () => {
    const gift = await addGift(db);
    const res = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientPhone: '06 12-34.56 78' }));
    expect(res.json().recipientPhone).toBe('+212612345678');
  });

  it('refuses a city that is no place name', async () => {
    const gift = await addGift(db);
    await expectRefused(orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientCity: '' }), 400, 'Choisissez la ville de livraison');
    await expectRefused(orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientCity: 'Safi\u0000' }), 400, 'Caractères non autorisés');
    await expectRefused(orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientCity: 'a'.repeat(81) }), 400, 'Nom de ville trop long');
  });

  it('refuses a delivery date in the past, in Morocco’s time', async () => {
    const gift = await addGift(db);
    await expectRefused(orderPayload([{ giftId: gift.id, quantity: 1 }], { deliveryDate: daysFromToday(-1) }), 400, 'dans le passé');
  });

  it('accepts the first date the delivery calendar offers and refuses more than 90 days ahead', async () => {
    const gift = await addGift(db);
    const { nextDate } = (await app.inject({ url: '/api/delivery-slots?city=Casablanca' })).json();
    const first = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { deliveryDate: nextDate }));
    expect(first.statusCode).toBe(201);
    expect(first.json().deliveryDate).toBe(nextDate);
    await expectRefused(orderPayload([{ giftId: gift.id, quantity: 1 }], { deliveryDate: daysFromToday(91) }), 400, '90 jours');
  });

  it('checks the date once, on the shop’s clock: a gift carried is told the next date, a digital one the same horizon', async () => {
    const gift = await addGift(db);
    const past = await expectRefused(orderPayload([{ giftId: gift.id, quantity: 1 }], { deliveryDate: daysFromToday(-1) }), 400, 'dans le passé');
    expect(past.json()).toMatchObject({ code: 'delivery_unavailable', details: { nextDate: expect.any(String) } });

    const card = await addGift(db, { type: 'digital', stock: null });
    const digital = (deliveryDate: string) =>
      orderPayload([{ giftId: card.id, quantity: 1 }], { recipientAddress: undefined, recipientCity: undefined, deliveryDate });
    await expectRefused(digital(daysFromToday(-1)), 400, 'La date de livraison ne peut pas être dans le passé');
    await expectRefused(digital(daysFromToday(91)), 400, 'La date de livraison ne peut pas dépasser 90 jours');
    expect((await place(digital(daysFromToday(90)))).statusCode).toBe(201);
  });

  it('refuses a date that does not exist', async () => {
    const gift = await addGift(db);
    await expectRefused(orderPayload([{ giftId: gift.id, quantity: 1 }], { deliveryDate: '2031-02-30' }), 400, 'Date de livraison invalide');
  });

  it.each([[0], [1.5], [-2]])('refuses a quantity of %s', async (quantity) => {
    const gift = await addGift(db);
    await expectRefused(orderPayload([{ giftId: gift.id, quantity }]), 400, 'quantité');
  });

  it('refuses an empty cart', async () => {
    await expectRefused(orderPayload([]), 400, 'Votre panier est vide');
  });

  it('refuses more articles than the shop allows in one order', async () => {
    await setSettings(db, { max_order_items: 3 });
    const a = await addGift(db);
    const b = await addGift(db);
    await expectRefused(
      orderPayload([{ giftId: a.id, quantity: 2 }, { giftId: b.id, quantity: 2 }]),
      400,
      'Vous ne pouvez pas commander plus de 3 articles',
    );
  });

  it('merges the same gift listed twice into one line', async () => {
    const gift = await addGift(db, { stock: 10, price: '50.00' });
    const res = await place(orderPayload([{ giftId: gift.id, quantity: 1 }, { giftId: gift.id, quantity: 2 }]));
    expect(res.statusCode).toBe(201);
    expect(res.json().items).toEqual([expect.objectContaining({ giftId: gift.id, quantity: 3, price: '50.00' })]);
    expect(await stockOf(db, gift.id)).toBe(7);
  });

  it('refuses a gift that is no longer on sale, naming it, and writes nothing', async () => {
    const ok = await addGift(db, { stock: 5 });
    const off = await addGift(db, { isActive: false, name: 'Lanterne en cuivre' });
    const res = await expectRefused(
      orderPayload([{ giftId: ok.id, quantity: 1 }, { giftId: off.id, quantity: 1 }]),
      409,
      'Ce cadeau n’est plus disponible: Lanterne en cuivre',
    );
    expect(res.json()).toMatchObject({ code: 'gift_unavailable', details: { shortages: [{ giftId: off.id, available: 0 }] } });
    expect(await stockOf(db, ok.id)).toBe(5);
  });

  it('refuses a gift that does not exist', async () => {
    await expectRefused(orderPayload([{ giftId: '00000000-0000-4000-8000-000000000000', quantity: 1 }]), 409, 'Ce cadeau n’est plus disponible');
  });

  it('refuses more than the stock, naming the gift, and returns what the order had taken', async () => {
    const plenty = await addGift(db, { stock: 5 });
    const scarce = await addGift(db, { stock: 1, name: 'Tapis berbère' });
    const res = await expectRefused(
      orderPayload([{ giftId: plenty.id, quantity: 2 }, { giftId: scarce.id, quantity: 2 }]),
      409,
      'Stock insuffisant pour Tapis berbère',
    );
    expect(res.json().code).toBe('out_of_stock');
    expect(await stockOf(db, plenty.id)).toBe(5);
    expect(await stockOf(db, scarce.id)).toBe(1);
  });

  it('sells unlimited gifts without touching their stock', async () => {
    const digital = await addGift(db, { stock: null, type: 'digital' });
    const res = await place(orderPayload([{ giftId: digital.id, quantity: 5 }]));
    expect(res.statusCode).toBe(201);
    expect(await stockOf(db, digital.id)).toBeNull();
  });

  it('drops the sender name of an anonymous gift', async () => {
    const gift = await addGift(db);
    const res = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { isAnonymous: true, senderName: 'Karim' }));
    expect(res.json()).toMatchObject({ isAnonymous: true, senderName: null });
  });

  it('refuses an anonymous gift when the shop has switched anonymous delivery off', async () => {
    await setSettings(db, { anonymous_delivery: false });
    const gift = await addGift(db);
    await expectRefused(orderPayload([{ giftId: gift.id, quantity: 1 }], { isAnonymous: true }), 400, 'L’envoi anonyme n’est pas disponible');
  });

  it('refuses a city whose delivery zone is switched off', async () => {
    await setSettings(db, { delivery_national: false });
    const gift = await addGift(db);
    await expectRefused(
      orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientCity: 'Oujda' }),
      400,
      'La livraison n’est pas disponible pour cette ville',
    );
  });

  it('refuses express for a city outside the express zones, and charges it in Casablanca', async () => {
    const gift = await addGift(db, { price: '100.00' });
    const res = await expectRefused(
      orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientCity: 'Agadir', express: true }),
      400,
      'La livraison express n’est pas disponible à Agadir',
    );
    expect(res.json().code).toBe('express_unavailable');
    expect(await stockOf(db, gift.id)).toBe(10);
    const placed = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { recipientCity: 'Casablanca', express: true }));
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ express: true, deliveryFee: '75.00', totalAmount: '175.00' });
  });

  it('refuses express delivery while it is switched off', async () => {
    await setSettings(db, { express_delivery: false });
    const gift = await addGift(db);
    await expectRefused(orderPayload([{ giftId: gift.id, quantity: 1 }], { express: true }), 400, 'La livraison express n’est pas disponible');
  });
});
