import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AdminParcel } from '../../../contracts/parcels.js';
import type { DbOrTx } from '../../db/client.js';
import { orders, parcels } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Carrier } from './carriers/carrier.js';

/** The parcels of the orders to deliver on `date`, by order number: the round the courier collects. */
export async function parcelsOfDay(db: DbOrTx, date: string): Promise<AdminParcel[]> {
  const rows = await db
    .select({ parcel: parcels, orderNumber: orders.orderNumber, recipientName: orders.recipientName, recipientCity: orders.recipientCity })
    .from(parcels)
    .innerJoin(orders, eq(orders.id, parcels.orderId))
    .where(and(eq(orders.deliveryDate, date), isNotNull(parcels.trackingNumber)))
    .orderBy(asc(orders.orderNumber));
  return rows.map(({ parcel, ...order }) => ({
    orderId: parcel.orderId,
    carrier: parcel.carrier as AdminParcel['carrier'],
    trackingNumber: parcel.trackingNumber ?? '',
    status: parcel.status as AdminParcel['status'],
    carrierStatus: parcel.carrierStatus,
    checkedAt: parcel.checkedAt?.toISOString() ?? null,
    ...order,
  }));
}

/** One PDF with the carrier's labels of the day's parcels; 404 `no_parcels` when the day has none. */
export async function labelsOfDay(db: DbOrTx, carrier: Carrier, date: string): Promise<Buffer> {
  const codes = (await parcelsOfDay(db, date)).filter((p) => p.carrier === carrier.name).map((p) => p.trackingNumber);
  if (codes.length === 0) throw new AppError('no_parcels', 'Aucun colis pour ce jour : créez d’abord les colis.');
  return carrier.labels(codes);
}
