import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { invoicePdfs, invoices } from '../../db/schema/index.js';
import { addGift, orderPayload, signIn } from '../orders/test-fixtures.js';
import { DOWNLOAD_LIMIT } from './limits.js';
import { pdfText } from '../../lib/pdf/test-pdf.js';

const { app, database } = await useTestApp();
const db = database.db;
const admin = await signIn(db, { role: 'admin' });

/** A bank-transfer order of `cookie`'s account that the shop marks received: it has its invoice. */
async function paidOrder(cookie: string) {
  const gift = await addGift(db, { price: '90.00' });
  const order = (await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }]), headers: { cookie } })).json<{ id: string }>();
  const paid = await app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${order.id}/payment`,
    payload: { paymentMethod: 'bank_transfer', paymentStatus: 'completed' },
    headers: { cookie: admin.cookie },
  });
  expect(paid.statusCode).toBe(200);
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
  if (!invoice) throw new Error('no invoice issued');
  return { orderId: order.id, invoice };
}
const download = (orderId: string, cookie: string, what = 'invoice') => app.inject({ method: 'GET', url: `/api/orders/${orderId}/${what}.pdf`, headers: { cookie } });

describe('invoice downloads', () => {
  it('draws an invoice once and serves the kept PDF afterwards', async () => {
    const me = await signIn(db);
    const { orderId, invoice } = await paidOrder(me.cookie);
    const first = await download(orderId, me.cookie);
    expect(first.statusCode).toBe(200);
    const [kept] = await db.select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, invoice.id));
    expect(kept?.body.equals(first.rawPayload)).toBe(true);

    // Were the second download drawn again, it would not answer the bytes kept.
    const marker = Buffer.from('%PDF-1.3 kept copy');
    await db.update(invoicePdfs).set({ body: marker }).where(eq(invoicePdfs.invoiceId, invoice.id));
    expect((await download(orderId, me.cookie)).rawPayload.equals(marker)).toBe(true);
  });

  it('draws once for a burst of downloads of a document not yet kept', async () => {
    const me = await signIn(db);
    const { orderId, invoice } = await paidOrder(me.cookie);
    const answers = await Promise.all(Array.from({ length: 5 }, () => download(orderId, me.cookie)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [kept] = await db.select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, invoice.id));
    for (const a of answers) expect(a.rawPayload.equals(kept?.body ?? Buffer.alloc(0))).toBe(true);
    expect(await pdfText(answers[0]!.rawPayload)).toContain(invoice.number);
  });

  it('keeps the credit note too', async () => {
    const me = await signIn(db);
    const { orderId } = await paidOrder(me.cookie);
    expect((await app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: { cookie: me.cookie } })).json()).toMatchObject({ outcome: 'cancelled' });
    const [note] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).then((rows) => rows.filter((r) => r.kind === 'credit_note'));
    const first = await download(orderId, me.cookie, 'credit-note');
    expect(first.statusCode).toBe(200);
    const [kept] = await db.select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, note?.id ?? ''));
    expect(kept?.body.equals(first.rawPayload)).toBe(true);
  });

  it(`answers 429 rate_limited past ${DOWNLOAD_LIMIT.max} downloads by one client, and not to another client`, async () => {
    const me = await signIn(db);
    const { orderId } = await paidOrder(me.cookie);
    for (let i = 0; i < DOWNLOAD_LIMIT.max; i++) expect((await download(orderId, me.cookie)).statusCode).toBe(200);
    const refused = await download(orderId, me.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', details: { retryAfter: expect.any(Number) } });
    expect((await download(orderId, admin.cookie)).statusCode).toBe(200);
  });
});
