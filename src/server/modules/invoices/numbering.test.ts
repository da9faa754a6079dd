import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { invoices, orders } from '../../db/schema/index.js';
import { addGift, orderPayload, signIn } from '../orders/test-fixtures.js';
import { nextNumber } from './numbering.js';

const { app, database } = await useTestApp();
const db = database.db;
const me = await signIn(db);
const headers = { cookie: me.cookie };

describe('invoice numbers', () => {
  it('numbers 50 concurrent card payments without a gap or a double', async () => {
    const gift = await addGift(db, { price: '60.00', stock: null });
    const placed = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod: 'stripe' }), headers }),
      ),
    );
    const ids = placed.map((r) => r.json<{ id: string }>().id);
    const intents = [];
    // One address per buyer: the intent limit counts per address.
    for (const [i, orderId] of ids.entries()) {
      intents.push((await app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId }, headers, remoteAddress: `10.0.0.${i + 1}` })).json());
    }
    const paid = await Promise.all(
      intents.map((intent: { paymentIntentId: string }) =>
        app.inject({
          method: 'POST',
          url: '/api/payments/test/confirm',
          payload: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
          headers,
        }),
      ),
    );
    expect(placed.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect(paid.map((r) => r.json().status)).toEqual(Array(50).fill('completed'));

    const issued = await db.select().from(invoices).where(inArray(invoices.orderId, ids));
    expect(issued).toHaveLength(50);
    const sequences = issued.map((d) => d.sequence).sort((a, b) => a - b);
    const first = sequences[0] ?? 0;
    // Other tests on a shared database may number before or after, never in between: this run's numbers follow each other.
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
    for (const d of issued) expect(d.number).toBe(`FAC-${d.year}-${String(d.sequence).padStart(6, '0')}`);
    const stillUnpaid = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentStatus, 'pending'));
    expect(stillUnpaid.filter((o) => ids.includes(o.id))).toEqual([]);
    // 150 requests through the whole app: a shared 2-core machine needs more than the default 20 s.
  }, 60_000);

  it('gives a number back when the paying transaction rolls back', async () => {
    const year = 2090 + Math.floor(Math.random() * 9);
    const taken = await db.transaction((tx) => nextNumber(tx, 'credit_note', year));
    await expect(
      db.transaction(async (tx) => {
        await nextNumber(tx, 'credit_note', year);
        throw new Error('payment failed after numbering');
      }),
    ).rejects.toThrow('payment failed after numbering');
    const next = await db.transaction((tx) => nextNumber(tx, 'credit_note', year));
    expect(next.sequence).toBe(taken.sequence + 1);
    expect(next.number).toBe(`AV-${year}-${String(taken.sequence + 1).padStart(6, '0')}`);
  });
});
