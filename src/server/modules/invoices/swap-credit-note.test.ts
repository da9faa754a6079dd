import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { gifts, invoices, outbox, rateLimits } from '../../db/schema/index.js';
import { sendPendingClaimLinks } from '../recipient-claims/index.js';
import type { InvoiceSnapshot } from './snapshot.js';
import { pdfText } from '../../lib/pdf/test-pdf.js';
import { addGift, orderPayload, setSettings, signIn } from '../orders/test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;
const admin = await signIn(db, { role: 'admin' });
beforeEach(async () => {
  await db.delete(rateLimits);
  await setSettings(db, { swap_refund_difference: true });
});

/** A sender's account orders a swappable gift for a recipient who gives the address; the shop confirms the transfer. */
async function paidAwaitingAddress(price: string) {
  const sender = await signIn(db);
  const offered = await addGift(db, { name: 'Coffret de roses', price });
  await db.update(gifts).set({ swappable: true }).where(eq(gifts.id, offered.id));
  const payload = orderPayload([{ giftId: offered.id, quantity: 2 }], {
    recipientAddressUnknown: true,
    recipientAddress: undefined,
    recipientCity: undefined,
    deliveryDate: null,
    recipientPhone: '06 72 00 11 22',
  });
  const order = (await app.inject({ method: 'POST', url: '/api/orders', payload, headers: { cookie: sender.cookie } })).json<{ id: string }>();
  const paid = await app.inject({ method: 'PUT', url: `/api/admin/orders/${order.id}/payment`, payload: { paymentMethod: 'bank_transfer', paymentStatus: 'completed' }, headers: { cookie: admin.cookie } });
  expect(paid.statusCode, paid.body).toBe(200);
  await sendPendingClaimLinks(db, 'http://shop.test', new Date());
  const [text] = await db.select().from(outbox).where(and(eq(outbox.orderId, order.id), eq(outbox.template, 'recipient_claim')));
  return { orderId: order.id, sender, token: /\/gift\/claim\/([\w-]+)/.exec(text!.body)![1]! };
}

async function address() {
  const days = (await app.inject({ url: '/api/delivery-slots?city=Rabat' })).json() as { days: { date: string; slots: string[] }[] };
  const day = days.days.find((d) => d.slots.length > 0)!;
  return { address: '5 avenue Hassan II', city: 'Rabat', deliveryDate: day.date, deliverySlot: day.slots[0]! };
}

const documentsOf = async (orderId: string) =>
  (await db.select().from(invoices).where(eq(invoices.orderId, orderId))).map((d) => ({ ...d, snapshot: d.snapshot as InvoiceSnapshot }));
const pdf = (orderId: string, cookie: string, what: string) => app.inject({ url: `/api/orders/${orderId}/${what}.pdf`, headers: { cookie } });

describe('a swap’s refunded difference', () => {
  it('gets a partial credit note the sender and the shop download, and a later cancellation credits what is left', async () => {
    const { orderId, sender, token } = await paidAwaitingAddress('300.00');
    const chosen = await addGift(db, { name: 'Bougie parfumée', price: '220.00' });
    const claimed = await app.inject({ method: 'POST', url: `/api/claims/${token}`, payload: { ...(await address()), giftId: chosen.id } });
    expect(claimed.statusCode, claimed.body).toBe(200);

    const [invoice, partial] = [(await documentsOf(orderId)).find((d) => d.kind === 'invoice')!, (await documentsOf(orderId)).find((d) => d.partial)!];
    // 2 × 80 DH given back, at the gift's rate, pointing to the invoice, numbered in the credit notes' sequence.
    expect(partial).toMatchObject({ kind: 'credit_note', invoiceId: invoice.id, number: expect.stringMatching(/^AV-\d{4}-\d{6}$/) });
    expect(partial.snapshot).toMatchObject({ totalTtc: '160.00', invoice: { number: invoice.number }, delivery: null });
    expect(Number(partial.snapshot.totalHt) + Number(partial.snapshot.totalVat)).toBeCloseTo(160, 2);

    const order = (await app.inject({ url: `/api/orders/${orderId}`, headers: { cookie: sender.cookie } })).json();
    expect(order.documents).toEqual({ invoice: invoice.number, creditNote: null, partialCreditNote: partial.number });
    for (const cookie of [sender.cookie, admin.cookie]) {
      const res = await pdf(orderId, cookie, 'partial-credit-note');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('AVOIR');
      expect(text).toContain(partial.number);
      expect(text).toContain(`Avoir sur la facture ${invoice.number}`);
    }
    const stranger = await signIn(db);
    expect((await pdf(orderId, stranger.cookie, 'partial-credit-note')).statusCode).toBe(404);
    expect((await pdf(orderId, sender.cookie, 'credit-note')).json().code).toBe('no_credit_note');

    // Cancelled afterwards: the second credit note credits the rest, and the two add up to the invoice.
    const cancelled = await app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}/status`, payload: { status: 'cancelled' }, headers: { cookie: admin.cookie } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rest = (await documentsOf(orderId)).find((d) => d.kind === 'credit_note' && !d.partial)!;
    expect(rest.number).not.toBe(partial.number);
    expect(rest.snapshot).toMatchObject({ invoice: { number: invoice.number } });
    const total = (key: 'totalTtc' | 'totalHt' | 'totalVat') => Number(partial.snapshot[key]) + Number(rest.snapshot[key]);
    for (const key of ['totalTtc', 'totalHt', 'totalVat'] as const) expect(total(key)).toBeCloseTo(Number(invoice.snapshot[key]), 2);
    expect(Number(rest.snapshot.totalTtc)).toBeGreaterThan(0);
    const restPdf = await pdf(orderId, sender.cookie, 'credit-note');
    expect(restPdf.statusCode).toBe(200);
    const restText = await pdfText(restPdf.rawPayload);
    expect(restText).toContain(`AVOIR  N° ${rest.number}`);
    expect(restText).toContain(partial.number);
    // Five PDFs drawn: longer than the default.
  }, 60_000);

  it('issues none when the difference stays with the shop', async () => {
    await setSettings(db, { swap_refund_difference: false });
    const { orderId, token } = await paidAwaitingAddress('300.00');
    const chosen = await addGift(db, { price: '220.00' });
    expect((await app.inject({ method: 'POST', url: `/api/claims/${token}`, payload: { ...(await address()), giftId: chosen.id } })).statusCode).toBe(200);
    expect((await documentsOf(orderId)).map((d) => d.kind)).toEqual(['invoice']);
  });
});
