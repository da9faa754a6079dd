import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { eq, sql } from 'drizzle-orm';
import { orderHours, orders } from '../../db/schema/index.js';
import { signedInAs } from '../catalog/test-session.js';
import { addGift, signIn } from '../orders/test-fixtures.js';
import { foldOrderHours } from './fold-hours.js';
import { percentChange } from './stats.js';

const ctx = await useTestApp();
const db = ctx.database.db;
const admin = (await signedInAs(db, 'admin')).headers;
const customer = await signIn(db, { firstName: 'Salma' });
const DAY = 86_400_000;

let n = 0;
const order = (daysAgo: number, total: string, paymentStatus: 'completed' | 'pending' | 'awaiting_transfer', status: 'pending' | 'processing' = 'pending', customerId: string | null = null) =>
  db.insert(orders).values({
    orderNumber: `CAD-DASH${++n}`,
    customerId,
    status,
    paymentStatus,
    paymentMethod: 'bank_transfer',
    subtotalAmount: total,
    totalAmount: total,
    recipientName: `Destinataire ${n}`,
    recipientPhone: '+212612345678',
    recipientAddress: '1 rue des Roses',
    recipientCity: 'Rabat',
    createdAt: new Date(Date.now() - daysAgo * DAY),
  });

await order(70, '50.00', 'completed', 'processing');
await order(45, '200.00', 'completed', 'processing');
await order(3, '300.00', 'completed', 'processing', customer.user.id);
await order(0, '100.00', 'awaiting_transfer');
const rare = await addGift(db, { stock: 2, name: 'Théière rare' });
await addGift(db, { stock: 5 });
await addGift(db, { stock: null, type: 'digital' });

const stats = async () => (await ctx.app.inject({ url: '/api/dashboard/stats', headers: admin })).json();

describe('GET /api/dashboard/stats', () => {
  it('counts every order, the revenue of paid ones, and those still pending', async () => {
    expect(await stats()).toMatchObject({ totalOrders: 4, totalRevenue: '550.00', pendingOrders: 1, totalProducts: 3 });
  });

  it('compares the last 30 days with the 30 before', async () => {
    // 2 orders now against 1 before; 300 DH paid now against 200 before.
    expect(await stats()).toMatchObject({ ordersChange: 100, revenueChange: 50 });
  });

  it('draws 30 days ending today, in Morocco', async () => {
    const { daily } = await stats();
    expect(daily).toHaveLength(30);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
    expect(daily.at(-1)).toEqual({ date: today, orders: 1, revenue: '0.00' });
    expect(daily.reduce((sum: number, d: { orders: number }) => sum + d.orders, 0)).toBe(2);
  });

  it('warns of physical gifts with 3 or fewer left', async () => {
    const { lowStock } = await stats();
    expect(lowStock).toEqual([{ id: rare.id, name: rare.name, stock: 2, isActive: true }]);
  });

  it('lists the 5 latest orders, a guest without a customer name', async () => {
    const { recentOrders } = await stats();
    expect(recentOrders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(['CAD-DASH4', 'CAD-DASH3', 'CAD-DASH2', 'CAD-DASH1']);
    expect(recentOrders[0].customerName).toBeNull();
    expect(recentOrders[1].customerName).toBe('Salma');
  });

  // Written straight to the database, as a job or another copy would: the kept answer follows once
  // the database's NOTIFY arrives (lib/caches/admin-answers.ts), a moment later.
  it('follows an order paid, shipped or deleted after it was placed', async () => {
    await db.update(orders).set({ paymentStatus: 'completed', status: 'processing' }).where(eq(orders.orderNumber, 'CAD-DASH4'));
    await expect.poll(stats).toMatchObject({ totalOrders: 4, totalRevenue: '650.00', pendingOrders: 0 });
    expect((await stats()).daily.at(-1).revenue).toBe('100.00');

    await db.delete(orders).where(eq(orders.orderNumber, 'CAD-DASH1'));
    await expect.poll(stats).toMatchObject({ totalOrders: 3, totalRevenue: '600.00' });
  });

  it('keeps its figures when it folds the shards of past hours, and the hours past 62 days into their month', async () => {
    // As other connections would have counted an order placed three hours ago, and a transfer
    // confirmed today for an order of 100 days ago.
    const hoursAgo = (hours: number) => new Date((Math.floor(Date.now() / 3_600_000) - hours) * 3_600_000);
    await db.insert(orderHours).values([
      { hour: hoursAgo(3), shard: 7, orders: 1, pending: 1, paidRevenue: '10.00' },
      { hour: hoursAgo(100 * 24), shard: 3, orders: 0, pending: 0, paidRevenue: '25.00' },
    ]);
    await expect.poll(stats).toMatchObject({ totalOrders: 4, pendingOrders: 1, totalRevenue: '635.00' });
    const before = await stats();

    await foldOrderHours(db);
    // Only the current and last hours keep their shards, still being written.
    const shards = await db.select().from(orderHours).where(sql`${orderHours.shard} <> 0 and ${orderHours.hour} < now() - interval '2 hours'`);
    expect(shards).toEqual([]);
    const old = await db.select({ hour: orderHours.hour }).from(orderHours).where(sql`${orderHours.hour} < now() - interval '62 days'`);
    expect(old.map((r) => r.hour.toISOString()).every((at) => /-01T00:00:00\.000Z$/.test(at))).toBe(true);
    expect(old.length).toBeGreaterThan(0);
    expect(await stats()).toEqual(before);
  });

  it('refuses visitors (401) and customers (403)', async () => {
    expect((await ctx.app.inject('/api/dashboard/stats')).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/dashboard/stats', headers: { cookie: customer.cookie } })).statusCode).toBe(403);
  });
});

describe('percentChange', () => {
  it('says nothing when there is nothing to compare with, and rounds to one decimal', () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(3, 3)).toBe(0);
  });
});
