import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../contracts/dashboard.js';
import type { DbOrTx } from '../../db/client.js';
import { gifts, orderHours, orders, users } from '../../db/schema/index.js';
import { addDays, shopToday } from '../../../contracts/shop-clock.js';

const DAYS = 30;
const LOW_STOCK = 3;

/** A change in %, to one decimal; null when there is nothing to compare with. */
export const percentChange = (current: number, previous: number) =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;

const HOUR = 3_600_000;
/** Whole hours, as the figures are kept: "the last 30 days" start at the hour 30 days ago. */
const hoursAgo = (now: Date, days: number) => new Date((Math.floor(now.getTime() / HOUR) - days * 24) * HOUR);

/**
 * Every figure of the dashboard in five small queries: the order figures from their per-hour
 * table (schema/order-hours.ts), about 1,500 rows however many orders the shop holds.
 */
export async function dashboardStats(db: DbOrTx, now: Date): Promise<DashboardStats> {
  const [from, before] = [hoursAgo(now, DAYS), hoursAgo(now, 2 * DAYS)];
  const lastPeriod = sql`${orderHours.hour} >= ${from}`;
  const periodBefore = sql`${orderHours.hour} >= ${before} and ${orderHours.hour} < ${from}`;
  const [[totals], [catalogue], daily, recent, products] = await Promise.all([
    db
      .select({
        totalOrders: sql<number>`coalesce(sum(${orderHours.orders}), 0)::integer`,
        totalRevenue: sql<string>`coalesce(sum(${orderHours.paidRevenue}), 0)::text`,
        pendingOrders: sql<number>`coalesce(sum(${orderHours.pending}), 0)::integer`,
        ordersNow: sql<number>`coalesce(sum(${orderHours.orders}) filter (where ${lastPeriod}), 0)::integer`,
        ordersBefore: sql<number>`coalesce(sum(${orderHours.orders}) filter (where ${periodBefore}), 0)::integer`,
        revenueNow: sql<string>`coalesce(sum(${orderHours.paidRevenue}) filter (where ${lastPeriod}), 0)::text`,
        revenueBefore: sql<string>`coalesce(sum(${orderHours.paidRevenue}) filter (where ${periodBefore}), 0)::text`,
      })
      .from(orderHours),
    db
      .select({
        totalProducts: sql<number>`count(*)::integer`,
        lowStock: sql<DashboardStats['lowStock']>`coalesce(jsonb_agg(jsonb_build_object('id', ${gifts.id}, 'name', ${gifts.name}, 'stock', ${gifts.stock}, 'isActive', ${gifts.isActive}) order by ${gifts.stock}) filter (where ${gifts.type} = 'physical' and ${gifts.stock} <= ${LOW_STOCK}), '[]'::jsonb)`,
      })
      .from(gifts),
    // By hour here and by Moroccan day in lastDays: the embedded database's time-zone data puts
    // Casablanca at UTC+0, so its `at time zone` would file the orders of 23:00–24:00 under the wrong day.
    db
      .select({
        hour: orderHours.hour,
        orders: sql<number>`sum(${orderHours.orders})::integer`,
        revenue: sql<string>`sum(${orderHours.paidRevenue})::text`,
      })
      .from(orderHours)
      .where(lastPeriod)
      .groupBy(orderHours.hour),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        customerName: users.firstName,
        recipientName: orders.recipientName,
        totalAmount: orders.totalAmount,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.customerId))
      .orderBy(desc(orders.createdAt))
      .limit(5),
    db
      .select({ id: gifts.id, name: gifts.name, price: gifts.price, isActive: gifts.isActive, images: gifts.images })
      .from(gifts)
      .orderBy(asc(gifts.createdAt), asc(gifts.id))
      .limit(5),
  ]);

  return {
    totalOrders: totals?.totalOrders ?? 0,
    totalRevenue: Number(totals?.totalRevenue ?? 0).toFixed(2),
    pendingOrders: totals?.pendingOrders ?? 0,
    totalProducts: catalogue?.totalProducts ?? 0,
    ordersChange: percentChange(totals?.ordersNow ?? 0, totals?.ordersBefore ?? 0),
    revenueChange: percentChange(Number(totals?.revenueNow ?? 0), Number(totals?.revenueBefore ?? 0)),
    daily: lastDays(daily, now),
    lowStock: catalogue?.lowStock ?? [],
    recentOrders: recent.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    products: products.map(({ images, ...p }) => ({ ...p, image: images[0] ?? null })),
  };
}

/** The 30 days up to today in Morocco, from the hours' figures; a day without orders counts zero. */
function lastDays(rows: { hour: Date | string; orders: number; revenue: string }[], now: Date) {
  const byDate = new Map<string, { orders: number; cents: number }>();
  for (const r of rows) {
    const date = shopToday(new Date(r.hour));
    const day = byDate.get(date) ?? { orders: 0, cents: 0 };
    day.orders += r.orders;
    day.cents += Math.round(Number(r.revenue) * 100);
    byDate.set(date, day);
  }
  const today = shopToday(now);
  const out = [];
  for (let i = DAYS - 1; i >= 0; i--) {
    const date = addDays(today, -i);
    const day = byDate.get(date);
    out.push({ date, orders: day?.orders ?? 0, revenue: ((day?.cents ?? 0) / 100).toFixed(2) });
  }
  return out;
}
