import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { gifts, orderEvents, orders, outbox } from '../../db/schema/index.js';
import { CreateOrderSchema } from '../../../contracts/orders.js';
import { createOrder } from './create.js';
import { addGift, orderPayload, orderRow, setSettings, signIn, stockOf } from './test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;

const place = (payload: Record<string, unknown>, cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/orders', payload, headers: cookie ? { cookie } : {} });
const MINUTE = 60_000;

describe('placing an order', () => {
  it('numbers it CAD- and six unambiguous characters, with a UUID id', async () => {
    const gift = await addGift(db);
    const res = await place(orderPayload([{ giftId: gift.id, quantity: 1 }]));
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order.orderNumber).toMatch(/^CAD-[2-9A-HJ-NP-Z]{6}$/);
    expect(order.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes the order again under another number when the one drawn is already given, with its lines, history and e-mail once', async () => {
    const gift = await addGift(db, { stock: 5 });
    const taken = (await place(orderPayload([{ giftId: gift.id, quantity: 1 }]))).json().orderNumber as string;
    const drawn = [taken, 'CAD-2345ZZ'];
    const input = { ...CreateOrderSchema.parse(orderPayload([{ giftId: gift.id, quantity: 2 }])), locale: 'fr' as const };
    const placer = { customer: null, guestTokenHash: 'guest-hash', cardPayments: false, unpaidUnitsPerGift: 10, unpaidStockPercent: 100 };
    const order = await createOrder(db, input, placer, { publicUrl: 'https://cadeaux.test', now: new Date(), orderNumber: () => drawn.shift()! });
    expect(order).toMatchObject({ orderNumber: 'CAD-2345ZZ', bankTransferReference: 'CAD-2345ZZ', items: [expect.objectContaining({ giftId: gift.id, quantity: 2 })] });
    expect(await stockOf(db, gift.id)).toBe(2);
    const [events] = await db.select({ n: count() }).from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events?.n).toBe(1);
    const mails = await db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, input.senderEmail!));
    expect(mails.filter((m) => m.subject?.includes('CAD-2345ZZ'))).toHaveLength(1);
  });

  it('awaits a bank transfer with the order number as reference, for two days by default', async () => {
    const gift = await addGift(db);
    const order = (await place(orderPayload([{ giftId: gift.id, quantity: 1 }]))).json();
    expect(order).toMatchObject({ paymentMethod: 'bank_transfer', paymentStatus: 'awaiting_transfer', status: 'pending' });
    expect(order.bankTransferReference).toBe(order.orderNumber);
    const hoursLeft = (Date.parse(order.expiresAt) - Date.now()) / (60 * MINUTE);
    expect(hoursLeft).toBeGreaterThan(47.9);
    expect(hoursLeft).toBeLessThanOrEqual(48);
  });

  it('follows the bank transfer delay set in the back office', async () => {
    await setSettings(db, { bank_transfer_expiry_days: 5 });
    const gift = await addGift(db);
    const order = (await place(orderPayload([{ giftId: gift.id, quantity: 1 }]))).json();
    expect(Math.round((Date.parse(order.expiresAt) - Date.now()) / (24 * 60 * MINUTE))).toBe(5);
    await setSettings(db, { bank_transfer_expiry_days: 2 });
  });

  it('dates the order and counts its payment deadline from the clock it is given, not the machine’s', async () => {
    const gift = await addGift(db, { stock: 5 });
    const now = new Date('2030-06-04T08:00:00Z');
    const placer = { customer: null, guestTokenHash: 'guest-hash', cardPayments: true, unpaidUnitsPerGift: 10, unpaidStockPercent: 100 };
    const place = (paymentMethod: string) =>
      createOrder(db, { ...CreateOrderSchema.parse(orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod })), locale: 'fr' }, placer, {
        publicUrl: 'https://cadeaux.test',
        now,
      });
    expect(await place('bank_transfer')).toMatchObject({ createdAt: '2030-06-04T08:00:00.000Z', expiresAt: '2030-06-06T08:00:00.000Z' });
    expect(await place('stripe')).toMatchObject({ createdAt: '2030-06-04T08:00:00.000Z', expiresAt: '2030-06-04T08:30:00.000Z' });
  });

  it('gives an unpaid card order 30 minutes', async () => {
    const gift = await addGift(db);
    const order = (await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod: 'stripe' }))).json();
    expect(order).toMatchObject({ paymentMethod: 'stripe', paymentStatus: 'pending', bankTransferReference: null });
    const minutesLeft = (Date.parse(order.expiresAt) - Date.now()) / MINUTE;
    expect(minutesLeft).toBeGreaterThan(29.9);
    expect(minutesLeft).toBeLessThanOrEqual(30);
  });

  it('copies the gift’s name, image, type and price onto the line, unchanged by later catalogue edits', async () => {
    const me = await signIn(db);
    const gift = await addGift(db, { name: 'Coffret thé', price: '180.00' });
    const placed = (await place(orderPayload([{ giftId: gift.id, quantity: 2 }]), me.cookie)).json();
    await db.update(gifts).set({ price: '999.00', name: { fr: 'Renommé' }, images: [] }).where(eq(gifts.id, gift.id));
    const order = (await app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: { cookie: me.cookie } })).json();
    expect(order.totalAmount).toBe('385.00');
    expect(order.items).toEqual([
      expect.objectContaining({
        giftId: gift.id,
        quantity: 2,
        price: '180.00',
        gift: { name: expect.objectContaining({ fr: 'Coffret thé' }), images: [gift.images[0]], type: 'physical' },
      }),
    ]);
  });

  it('records its creation in the history', async () => {
    const gift = await addGift(db);
    const order = (await place(orderPayload([{ giftId: gift.id, quantity: 1 }]))).json();
    expect(order.events).toEqual([expect.objectContaining({ type: 'created', status: 'pending', actor: 'customer' })]);
  });

  it('belongs to the signed-in customer, whatever customerId the payload names', async () => {
    const me = await signIn(db);
    const other = await signIn(db);
    const gift = await addGift(db);
    const order = (await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { customerId: other.user.id }), me.cookie)).json();
    expect(order.customerId).toBe(me.user.id);
    const guest = (await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { customerId: other.user.id }))).json();
    expect(guest.customerId).toBeNull();
  });

  it('queues a confirmation e-mail to a signed-in customer, in the order’s language, with the transfer details', async () => {
    const me = await signIn(db, { firstName: 'Nadia' });
    const gift = await addGift(db, { price: '120.00' });
    const order = (await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { locale: 'ar' }), me.cookie)).json();
    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, me.user.email));
    expect(mail).toMatchObject({ channel: 'email', template: 'order_confirmation' });
    expect(mail?.subject).toContain(order.orderNumber);
    expect(mail?.subject).toContain('تم تأكيد طلبك');
    expect(mail?.body).toContain('MA64 0117 8000 0012 3456 7890 1234');
    expect(mail?.body).toContain('145,00 درهم');
    expect(mail?.html).toContain('dir="rtl"');
  });

  it('tells a bank transfer buyer, in the confirmation, the date by which to pay and that the order is cancelled after it', async () => {
    await setSettings(db, { bank_transfer_expiry_days: 5 });
    const me = await signIn(db, { firstName: 'Karim' });
    const gift = await addGift(db);
    const order = (await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { locale: 'fr' }), me.cookie)).json();
    await setSettings(db, { bank_transfer_expiry_days: 3 });
    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, me.user.email));
    // Five days from now, on the shop's clock, as a French reader writes it.
    const day = new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'Africa/Casablanca' }).format(new Date(order.expiresAt));
    expect(mail?.body).toContain(`À régler avant le ${day}`);
    expect(mail?.body).toContain('passé ce délai, la commande est annulée');
    expect(mail?.html).toContain(`À régler avant le ${day}`);
  });

  it('gives a card buyer no transfer deadline', async () => {
    const me = await signIn(db, { firstName: 'Ines' });
    const gift = await addGift(db);
    expect((await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod: 'stripe' }), me.cookie)).statusCode).toBe(201);
    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, me.user.email));
    expect(mail?.body).toContain('Bonjour Ines');
    expect(mail?.body).not.toContain('À régler avant le');
  });

  it('writes the confirmation in the page’s language when the order names none, and in the order’s when it does', async () => {
    const gift = await addGift(db);
    const english = { cookie: (await signIn(db, { firstName: 'Jane' })).cookie, 'accept-language': 'en-GB,en;q=0.9' };
    const res = await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }]), headers: english });
    const order = res.json();
    const [mail] = await db.select().from(outbox).where(eq(outbox.subject, `Your order ${order.orderNumber} is confirmed`));
    expect(mail?.body).toContain('Hello Jane,');
    expect((await orderRow(db, order.id))?.locale).toBe('en');
    const named = await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { locale: 'ar' }), headers: english });
    expect((await orderRow(db, named.json().id))?.locale).toBe('ar');
  });

  it('refuses a guest order without an e-mail to send its confirmation to, writing nothing', async () => {
    const gift = await addGift(db, { stock: 3 });
    const before = (await db.select({ n: count() }).from(orders))[0]?.n;
    const res = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { senderEmail: undefined }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Votre adresse email est requise pour recevoir la confirmation de commande',
      details: { issues: [{ path: 'senderEmail' }] },
    });
    expect((await db.select({ n: count() }).from(orders))[0]?.n).toBe(before);
    expect(await stockOf(db, gift.id)).toBe(3);
  });

  it('keeps a guest’s e-mail and phone, and queues the confirmation to that e-mail with the order’s page and tracking', async () => {
    const gift = await addGift(db);
    const res = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { senderEmail: 'Amal@Exemple.MA', senderPhone: '06 61 22 33 44' }));
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({ senderEmail: 'amal@exemple.ma', senderPhone: '+212661223344', customerId: null });
    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, 'amal@exemple.ma'));
    expect(mail).toMatchObject({ channel: 'email', template: 'order_confirmation' });
    expect(mail?.body).toContain('Bonjour Karim,');
    expect(mail?.body).toContain(`http://localhost:3000/orders/${order.id}`);
    expect(mail?.body).toContain(`avec le numéro ${order.orderNumber} et le téléphone du destinataire`);
    expect(mail?.body).toContain('http://localhost:3000/track');
  });

  it('uses a signed-in customer’s account e-mail, whatever e-mail is sent', async () => {
    const me = await signIn(db);
    const gift = await addGift(db);
    const order = (await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { senderEmail: 'someone.else@exemple.ma' }), me.cookie)).json();
    expect(order.senderEmail).toBe(me.user.email);
    expect(await db.select().from(outbox).where(eq(outbox.recipient, 'someone.else@exemple.ma'))).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.recipient, me.user.email))).toHaveLength(1);
  });
});

describe('prices sent by the client', () => {
  it('never reach the order: every line is priced from the catalogue', async () => {
    const gift = await addGift(db, { price: '450.00' });
    const res = await place(orderPayload([{ giftId: gift.id, quantity: 1, price: '1.00' }]));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ subtotalAmount: '450.00', deliveryFee: '25.00', totalAmount: '475.00' });
    expect(res.json().items[0].price).toBe('450.00');
  });

  it('answer a stale total with 409 and the server’s figures, writing nothing', async () => {
    const gift = await addGift(db, { price: '300.00', stock: 4 });
    const before = (await db.select({ n: count() }).from(orders))[0]?.n;
    const res = await place(orderPayload([{ giftId: gift.id, quantity: 1, price: '250.00' }], { totalAmount: '275.00' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'price_changed',
      message: 'Les prix ont changé. Vérifiez le nouveau total.',
      details: { quote: { subtotal: '300.00', deliveryFee: '25.00', total: '325.00' } },
    });
    expect((await db.select({ n: count() }).from(orders))[0]?.n).toBe(before);
    expect(await stockOf(db, gift.id)).toBe(4);
  });

  it('accept a total that matches the server’s, however it is written', async () => {
    const gift = await addGift(db, { price: '300.00' });
    const res = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { totalAmount: '325' }));
    expect(res.statusCode).toBe(201);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, res.json().id));
    expect(events).toHaveLength(1);
  });
});
