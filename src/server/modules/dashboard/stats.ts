import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../contracts/dashboard.js';
import type { DbOrTx } from '../../db/client.js';
import { gifts, orders, users } from '../../db/schema/index.js';

const DAYS = 30;
const LOW_STOCK = 3;
const SHOP_ZONE = 'Africa/Casablanca';

/** A change in %, to one decimal; null when there is nothing to compare with. */
export const percentChange = (current: number, previous: number) =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;

const paid = sql`${orders.paymentStatus} = 'completed'`;
const lastPeriod = sql`${orders.createdAt} >= now() - make_interval(days => ${DAYS})`;
const periodBefore = sql`${orders.createdAt} >= now() - make_interval(days => ${2 * DAYS}) and ${orders.createdAt} < now() - make_interval(days => ${DAYS})`;

/** Every figure of the dashboard in five queries, whatever the number of orders. */
export async function dashboardStats(db: DbOrTx): Promise<DashboardStats> {
  // Grouped by hour in SQL and by Moroccan day here: the embedded database's time-zone data puts
  // Casablanca at UTC+0, so its `at time zone` would file the orders of 23:00–24:00 under the wrong day.
  const hour = sql<Date>`date_trunc('hour', ${orders.createdAt})`;
  const [[totals], [catalogue], daily, recent, products] = await Promise.all([
    db
      .select({
        totalOrders: sql<number>`count(*)::integer`,
        totalRevenue: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${paid}), 0)::numeric(12,2)::text`,
        pendingOrders: sql<number>`(count(*) filter (where ${orders.status} = 'pending'))::integer`,
        ordersNow: sql<number>`(count(*) filter (where ${lastPeriod}))::integer`,
        ordersBefore: sql<number>`(count(*) filter (where ${periodBefore}))::integer`,
        revenueNow: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${paid} and ${lastPeriod}), 0)::text`,
        revenueBefore: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${paid} and ${periodBefore}), 0)::text`,
      })
      .from(orders),
    db
      .select({
        totalProducts: sql<number>`count(*)::integer`,
        lowStock: sql<DashboardStats['lowStock']>`coalesce(jsonb_agg(jsonb_build_object('id', ${gifts.id}, 'name', ${gifts.name}, 'stock', ${gifts.stock}, 'isActive', ${gifts.isActive}) order by ${gifts.stock}) filter (where ${gifts.type} = 'physical' and ${gifts.stock} <= ${LOW_STOCK}), '[]'::jsonb)`,
      })
      .from(gifts),
    db
      .select({
        hour,
        orders: sql<number>`count(*)::integer`,
        revenue: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${paid}), 0)::numeric(12,2)::text`,
      })
      .from(orders)
      .where(lastPeriod)
      .groupBy(hour),
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
    daily: lastDays(daily),
    lowStock: catalogue?.lowStock ?? [],
    recentOrders: recent.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    products: products.map(({ images, ...p }) => ({ ...p, image: images[0] ?? null })),
  };
}

const moroccanDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_ZONE });

/** The 30 days up to today in Morocco, from the hours' figures; a day without orders counts zero. */
function lastDays(rows: { hour: Date | string; orders: number; revenue: string }[]) {
  const byDate = new Map<string, { orders: number; cents: number }>();
  for (const r of rows) {
    const date = moroccanDay.format(new Date(r.hour));
    const day = byDate.get(date) ?? { orders: 0, cents: 0 };
    day.orders += r.orders;
    day.cents += Math.round(Number(r.revenue) * 100);
    byDate.set(date, day);
  }
  const today = moroccanDay.format(new Date());
  const out = [];
  for (let i = DAYS - 1; i >= 0; i--) {
    const date = new Date(Date.parse(`${today}T12:00:00Z`) - i * 86_400_000).toISOString().slice(0, 10);
    const day = byDate.get(date);
    out.push({ date, orders: day?.orders ?? 0, revenue: ((day?.cents ?? 0) / 100).toFixed(2) });
  }
  return out;
}
