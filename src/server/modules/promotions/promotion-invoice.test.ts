import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { invoices, outbox } from '../../db/schema/index.js';
import { signedInAs } from '../catalog/test-session.js';
import { addGift, orderPayload } from '../orders/test-fixtures.js';
import { addPromotion, freshCode } from './test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;
const admin = (await signedInAs(db, 'admin')).headers;

describe('a discounted order’s documents', () => {
  it('invoices the discount as its own line, VAT computed after it, totals equal to what was paid', async () => {
    const code = freshCode('MERCI');
    await addPromotion(app, admin, { code, kind: 'percent', value: 10 });
    const gift = await addGift(db, { price: '120.00' });
    const placed = await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 2 }], { discountCode: code }) });
    // 240 − 24 + 25 of delivery.
    expect(placed.json()).toMatchObject({ discountAmount: '24.00', totalAmount: '241.00' });
    const orderId = placed.json().id as string;

    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, 'karim@exemple.ma'));
    expect(mail?.body).toContain(`Remise (code ${code}): −24,00`);

    await app.inject({ method: 'PUT', url: `/api/admin/orders/${orderId}/payment`, headers: admin, payload: { paymentMethod: 'bank_transfer', paymentStatus: 'completed' } });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const snapshot = invoice?.snapshot as { totalTtc: string; totalHt: string; totalVat: string; discounts: { name: string; totalTtc: string; vatRate: number }[] };
    expect(snapshot.totalTtc).toBe('241.00');
    expect(snapshot.discounts).toEqual([expect.objectContaining({ name: `Remise (code ${code})`, totalTtc: '24.00', vatRate: 20 })]);
    // 241 TTC at 20 %: 200.83 HT and 40.17 of VAT, as the lines after discount make it.
    expect(snapshot).toMatchObject({ totalHt: '200.83', totalVat: '40.17' });

  });
});
