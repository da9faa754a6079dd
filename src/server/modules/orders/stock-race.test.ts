import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { orderItems, orders } from '../../db/schema/index.js';
import { addGift, orderPayload, stockOf } from './test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;

describe('buyers racing for the last units', () => {
  it('sells 5 units to exactly 5 of 50 concurrent buyers, without a server error', async () => {
    const gift = await addGift(db, { stock: 5, price: '90.00' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }]) }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toContain('Stock insuffisant');
    expect(await stockOf(db, gift.id)).toBe(0);
    const sold = await db
      .select({ n: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.giftId, gift.id));
    expect(sold[0]?.n).toBe(5);
  });

  it('never deadlocks buyers of the same gifts listed in opposite orders', async () => {
    const a = await addGift(db, { stock: 20 });
    const b = await addGift(db, { stock: 20 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const lines = [
          { giftId: a.id, quantity: 1 },
          { giftId: b.id, quantity: 1 },
        ];
        return app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload(i % 2 ? lines.reverse() : lines) });
      }),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(await stockOf(db, a.id)).toBe(0);
    expect(await stockOf(db, b.id)).toBe(0);
  });
});
