import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { invoices, outbox } from '../../db/schema/index.js';
import { addGift, cookieFrom, orderPayload, setSettings, signIn } from '../orders/test-fixtures.js';
import { pdfText } from '../../lib/pdf/test-pdf.js';
import { addPromotion, freshCode } from '../promotions/test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;
const me = await signIn(db, { firstName: 'فاطمة' });
const headers = { cookie: me.cookie };
const admin = await signIn(db, { role: 'admin' });

await setSettings(db, { company_legal_name: 'Cadeaux Maroc SARL', company_ice: '001234567000089', company_if: '12345678', company_rc: 'Casa 123456' });

const placeCardOrder = async (price = '120.00', cookie = me.cookie) => {
  const gift = await addGift(db, { price });
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderPayload([{ giftId: gift.id, quantity: 2 }], { paymentMethod: 'stripe' }),
    headers: { cookie },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; orderNumber: string; totalAmount: string }>();
};
const payByCard = async (orderId: string, cookie = me.cookie) => {
  const intent = (await app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId }, headers: { cookie } })).json();
  return app.inject({
    method: 'POST',
    url: '/api/payments/test/confirm',
    payload: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    headers: { cookie },
  });
};
const download = (orderId: string, what: 'invoice' | 'credit-note', cookie?: string) =>
  app.inject({ method: 'GET', url: `/api/orders/${orderId}/${what}.pdf`, headers: cookie ? { cookie } : {} });
const invoiceOf = async (orderId: string) => (await db.select().from(invoices).where(eq(invoices.orderId, orderId))).find((d) => d.kind === 'invoice');

describe('invoices of paid orders', () => {
  it('issues a numbered invoice when the card payment succeeds, and the PDF holds the identifiers, VAT and total', async () => {
    const order = await placeCardOrder('120.00');
    expect((await download(order.id, 'invoice', me.cookie)).json()).toMatchObject({ code: 'no_invoice' });
    expect((await payByCard(order.id)).json()).toMatchObject({ status: 'completed' });

    const invoice = await invoiceOf(order.id);
    expect(invoice?.number).toMatch(/^FAC-\d{4}-\d{6}$/);
    const res = await download(order.id, 'invoice', me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice?.number}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('FACTURE');
    expect(text).toContain(invoice?.number);
    expect(text).toContain('Cadeaux Maroc SARL');
    expect(text).toContain('ICE : 001234567000089');
    expect(text).toContain('IF : 12345678');
    // 2 × 120.00 TTC at 20 %: 100.00 HT each; delivery 25.00 TTC: 20.83 HT + 4.17 VAT.
    expect(text).toContain('200,00 MAD');
    expect(text).toContain('TVA 20 %');
    expect(text).toContain('44,17 MAD');
    expect(text).toContain('265,00 MAD');
    expect(order.totalAmount).toBe('265.00');

    const reread = await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers });
    expect(reread.json().documents).toEqual({ invoice: invoice?.number, creditNote: null, partialCreditNote: null });
  });

  it('queues the payment confirmation with the invoice attached', async () => {
    const order = await placeCardOrder();
    await payByCard(order.id);
    const invoice = await invoiceOf(order.id);
    const mails = await db.select().from(outbox).where(eq(outbox.attachmentInvoiceId, invoice?.id ?? ''));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: me.user.email, template: 'payment_receipt' });
    expect(mails[0]?.body).toContain(invoice?.number);
  });

  it('keeps an issued invoice as it was when the seller’s settings change', async () => {
    const order = await placeCardOrder();
    await payByCard(order.id);
    await setSettings(db, { company_ice: '009999999000011' });
    const text = await pdfText((await download(order.id, 'invoice', me.cookie)).rawPayload);
    expect(text).toContain('ICE : 001234567000089');
    expect(text).not.toContain('009999999000011');
    await setSettings(db, { company_ice: '001234567000089' });
  });

  it('lets the owner, the guest browser that ordered and an admin download it, and nobody else', async () => {
    const order = await placeCardOrder();
    await payByCard(order.id);
    const stranger = await signIn(db);
    expect((await download(order.id, 'invoice', stranger.cookie)).statusCode).toBe(404);
    expect((await download(order.id, 'invoice', stranger.cookie)).json()).toMatchObject({ code: 'not_found' });
    expect((await download(order.id, 'invoice')).statusCode).toBe(404);
    expect((await download(order.id, 'invoice', admin.cookie)).statusCode).toBe(200);

    const gift = await addGift(db, { price: '80.00' });
    const placed = await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod: 'stripe' }) });
    const guest = cookieFrom(placed, 'guest');
    await payByCard(placed.json().id, guest);
    expect((await download(placed.json().id, 'invoice', guest)).statusCode).toBe(200);
    expect((await download(placed.json().id, 'invoice', stranger.cookie)).statusCode).toBe(404);
  });

  it('issues one invoice when the shop marks a bank transfer received', async () => {
    const gift = await addGift(db, { price: '300.00' });
    const order = (await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }]), headers })).json();
    const mark = () =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${order.id}/payment`,
        payload: { paymentMethod: 'bank_transfer', paymentStatus: 'completed' },
        headers: { cookie: admin.cookie },
      });
    expect((await mark()).statusCode).toBe(200);
    await mark();
    const text = await pdfText((await download(order.id, 'invoice', me.cookie)).rawPayload);
    expect(text).toContain('Payée par virement bancaire');
    expect((await db.select().from(invoices).where(eq(invoices.orderId, order.id))).map((d) => d.kind)).toEqual(['invoice']);
  });
});

describe('discounted orders', () => {
  it('prints the promotion’s discount as a line taken off, and the total paid', async () => {
    const code = freshCode('FACT');
    await addPromotion(app, { cookie: admin.cookie }, { code, kind: 'fixed', value: 40 });
    const gift = await addGift(db, { price: '300.00' });
    const order = (await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { discountCode: code }), headers })).json();
    expect(order.totalAmount).toBe('285.00');
    await app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/payment`,
      payload: { paymentMethod: 'bank_transfer', paymentStatus: 'completed' },
      headers: { cookie: admin.cookie },
    });
    const text = await pdfText((await download(order.id, 'invoice', me.cookie)).rawPayload);
    expect(text).toContain(`Remise (code ${code})`);
    expect(text).toContain('−33,33 MAD');
    expect(text).toContain('285,00 MAD');
  });
});

describe('VAT per gift', () => {
  it('prints the rate the back office set on the gift, and refuses a rate Morocco does not have', async () => {
    const gift = await addGift(db, { price: '110.00' });
    const patch = (vatRate: number) =>
      app.inject({ method: 'PATCH', url: `/api/gifts/${gift.id}`, payload: { vatRate }, headers: { cookie: admin.cookie } });
    const refused = await patch(15);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Taux de TVA invalide');
    expect((await patch(10)).json()).toMatchObject({ vatRate: 10 });

    const order = (
      await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod: 'stripe' }), headers })
    ).json();
    await payByCard(order.id);
    // 110.00 at 10 %: 100.00 HT and 10.00 VAT; delivery 25.00 at 20 %: 20.83 HT and 4.17 VAT.
    const text = await pdfText((await download(order.id, 'invoice', me.cookie)).rawPayload);
    expect(text).toContain('TVA 10 % (base 100,00)');
    expect(text).toContain('TVA 20 % (base 20,83)');
    expect(text).toContain('135,00 MAD');
  });
});

describe('credit notes', () => {
  it('issues a credit note referencing the invoice when a paid order is cancelled and refunded', async () => {
    const order = await placeCardOrder();
    await payByCard(order.id);
    expect((await download(order.id, 'credit-note', me.cookie)).json()).toMatchObject({ code: 'no_credit_note' });
    const cancelled = await app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers });
    expect(cancelled.json()).toMatchObject({ outcome: 'cancelled' });
    const invoice = await invoiceOf(order.id);
    expect(cancelled.json().order.documents).toMatchObject({ invoice: invoice?.number, creditNote: expect.stringMatching(/^AV-\d{4}-\d{6}$/), partialCreditNote: null });

    const res = await download(order.id, 'credit-note', me.cookie);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('AVOIR');
    expect(text).toContain(`Avoir sur la facture ${invoice?.number}`);
    expect(text).toContain('Montant remboursé au client');
  });

  it('invoices and credits at once a transfer the shop marks received after the order was cancelled', async () => {
    const gift = await addGift(db, { price: '180.00' });
    const order = (await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }]), headers })).json();
    expect((await app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers })).json()).toMatchObject({ outcome: 'cancelled' });
    const marked = await app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/payment`,
      payload: { paymentMethod: 'bank_transfer', paymentStatus: 'completed' },
      headers: { cookie: admin.cookie },
    });
    expect(marked.statusCode).toBe(200);
    const documents = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(documents.map((d) => d.kind).sort()).toEqual(['credit_note', 'invoice']);
    expect((await download(order.id, 'credit-note', me.cookie)).statusCode).toBe(200);
  });

  it('issues none when an unpaid order is cancelled', async () => {
    const order = await placeCardOrder();
    await app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers });
    expect(await db.select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);
  });
});

describe('the buyer and the seller’s legal identity', () => {
  it('addresses an anonymous guest’s invoice to the guest, never to the recipient', async () => {
    await setSettings(db, { anonymous_delivery: true });
    const gift = await addGift(db, { price: '70.00' });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod: 'stripe', isAnonymous: true, senderEmail: 'anonyme@exemple.ma', senderPhone: '06 11 22 33 44' }),
    });
    expect(placed.statusCode).toBe(201);
    const guest = cookieFrom(placed, 'guest');
    await payByCard(placed.json().id, guest);
    const text = await pdfText((await download(placed.json().id, 'invoice', guest)).rawPayload);
    const buyerBlock = text.slice(text.indexOf('Client'), text.indexOf('Livraison à'));
    expect(buyerBlock).toContain('anonyme@exemple.ma');
    expect(buyerBlock).toContain('+212611223344');
    expect(buyerBlock).not.toContain('Salma Bennani');
  });

  it('names the legal settings still empty, to admins only', async () => {
    const readiness = (cookie: string) => app.inject({ method: 'GET', url: '/api/admin/invoices/readiness', headers: { cookie } });
    expect((await readiness(me.cookie)).statusCode).toBe(403);
    expect((await readiness(admin.cookie)).json()).toEqual({ ready: false, missing: ['company_tp', 'company_cnss'] });
    await setSettings(db, { company_tp: '34567890', company_cnss: '1234567' });
    expect((await readiness(admin.cookie)).json()).toEqual({ ready: true, missing: [] });
  });

  it('still invoices a paid order while the ICE is empty, printing no empty ICE line', async () => {
    await setSettings(db, { company_ice: '' });
    expect((await app.inject({ method: 'GET', url: '/api/admin/invoices/readiness', headers: { cookie: admin.cookie } })).json()).toMatchObject({
      ready: false,
      missing: ['company_ice'],
    });
    const order = await placeCardOrder();
    expect((await payByCard(order.id)).json()).toMatchObject({ status: 'completed' });
    const text = await pdfText((await download(order.id, 'invoice', me.cookie)).rawPayload);
    expect(text).toContain('IF : 12345678');
    expect(text).not.toContain('ICE');
    await setSettings(db, { company_ice: '001234567000089' });
  });
});

describe('the API document', () => {
  it('lists the invoice and credit note downloads', async () => {
    const paths = (await app.inject('/api/openapi.json')).json().paths;
    expect(paths['/api/orders/{id}/invoice.pdf']?.get).toBeDefined();
    expect(paths['/api/orders/{id}/credit-note.pdf']?.get).toBeDefined();
  });
});
