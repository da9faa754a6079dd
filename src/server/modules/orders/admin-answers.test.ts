import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { orders } from '../../db/schema/index.js';
import { addGift, orderPayload, signIn } from './test-fixtures.js';

// The back office's order list and dashboard are kept between writes (lib/caches/admin-answers.ts).
const { app, database } = await useTestApp();
const db = database.db;
const admin = await signIn(db, { role: 'admin' });
const customer = await signIn(db, { firstName: 'Salma' });

const read = (url: string, headers: Record<string, string> = { cookie: admin.cookie }) => app.inject({ url, headers });
const listed = async (orderNumber: string) =>
  ((await read(`/api/admin/orders?search=${orderNumber}`)).json() as { orderNumber: string; status: string }[]).find((o) => o.orderNumber === orderNumber);
const place = async () =>
  (await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: (await addGift(db)).id, quantity: 1 }]), headers: { cookie: customer.cookie } })).json();

/** Reads until `check` holds, for at most a second: a write by another path arrives by NOTIFY. */
async function within1s(check: () => Promise<boolean>) {
  const until = Date.now() + 1_000;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe('the back office’s kept answers', () => {
  it('show an order placed, and the admin’s own change in the very next read', async () => {
    const pendingBefore = (await read('/api/dashboard/stats')).json().pendingOrders;
    const order = await place();
    expect((await listed(order.orderNumber))?.status).toBe('pending');
    expect((await read('/api/dashboard/stats')).json().pendingOrders).toBe(pendingBefore + 1);

    const changed = await app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}/status`, payload: { status: 'processing' }, headers: { cookie: admin.cookie } });
    expect(changed.statusCode).toBe(200);
    expect((await listed(order.orderNumber))?.status).toBe('processing');
    expect((await read('/api/dashboard/stats')).json().pendingOrders).toBe(pendingBefore);
  });

  it('follow a write that no request made (a job, SQL by hand)', async () => {
    const order = await place();
    expect((await listed(order.orderNumber))?.status).toBe('pending');
    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    expect(await within1s(async () => (await listed(order.orderNumber))?.status === 'delivered')).toBe(true);
  });

  it('are still behind the admin guard, and never kept by the browser', async () => {
    const url = '/api/admin/orders?limit=5';
    const answer = await read(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect((await read(url, { cookie: customer.cookie })).statusCode).toBe(403);
    expect((await read(url, {})).statusCode).toBe(401);
  });

  it('answer 304 to a browser that holds the same page, with its total', async () => {
    const first = await read('/api/admin/orders?limit=5');
    expect(first.headers['x-total-count']).toMatch(/^\d+$/);
    const again = await read('/api/admin/orders?limit=5', { cookie: admin.cookie, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
