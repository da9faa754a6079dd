import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderEvents, orders, parcels } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import { parcelOf } from './read.js';

export const TRACK_LIMIT = { max: 30, windowMs: 15 * 60_000 };

/** Public tracking by order number and recipient phone: both must match, and only the timeline is shown. */
export async function trackOrder(db: DbOrTx, orderNumber: string, phone: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.recipientPhone, phone)));
  if (!order) throw notFound('Aucune commande ne correspond à ce numéro et à ce téléphone.');
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt));
  const [parcel] = await db.select().from(parcels).where(eq(parcels.orderId, order.id));
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: order.paymentStatus,
    deliveryDate: order.deliveryDate,
    deliverySlot: order.deliverySlot,
    recipientCity: order.recipientCity,
    createdAt: order.createdAt.toISOString(),
    // Notes can hold payment references and shop remarks: a public page shows what happened, not why.
    events: events.map((e) => ({ type: e.type, status: e.status, note: null, actor: e.actor, createdAt: e.createdAt.toISOString() })),
    parcel: parcelOf(parcel),
  };
}
