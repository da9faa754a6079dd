import { z } from 'zod';
import { LocalizedSchema, MoneySchema } from './common.js';
import { OrderStatusSchema, PaymentStatusSchema } from './orders.js';

/** A day of the last 30, in Morocco's calendar: orders placed and revenue of those paid. */
export const DailyFigureSchema = z.object({ date: z.string(), orders: z.number().int(), revenue: MoneySchema });

/** `GET /api/dashboard/stats` (back office spec §2 and §7). */
export const DashboardStatsSchema = z.object({
  totalOrders: z.number().int(),
  /** Paid orders only. */
  totalRevenue: MoneySchema,
  pendingOrders: z.number().int(),
  totalProducts: z.number().int(),
  /** Orders placed in the last 30 days against the 30 before, in %; null when the 30 before had none. */
  ordersChange: z.number().nullable(),
  /** Revenue of the orders paid among those, same comparison. */
  revenueChange: z.number().nullable(),
  daily: z.array(DailyFigureSchema),
  /** Physical gifts with 3 or fewer left. */
  lowStock: z.array(z.object({ id: z.string().uuid(), name: LocalizedSchema, stock: z.number().int(), isActive: z.boolean() })),
  recentOrders: z.array(
    z.object({
      id: z.string().uuid(),
      orderNumber: z.string(),
      customerName: z.string().nullable(),
      recipientName: z.string(),
      totalAmount: MoneySchema,
      status: OrderStatusSchema,
      paymentStatus: PaymentStatusSchema,
      createdAt: z.string(),
    }),
  ),
  products: z.array(z.object({ id: z.string().uuid(), name: LocalizedSchema, price: MoneySchema, isActive: z.boolean(), image: z.string().nullable() })),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
