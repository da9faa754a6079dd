import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import { finalParcelStatuses, type ParcelStatus } from '../../../contracts/parcels.js';
import type { Db } from '../../db/client.js';
import { orders, parcels } from '../../db/schema/index.js';
import { recordEvent } from '../../domain/order-events.js';
import { AppError } from '../../http/app-error.js';
import { recordFailedAttempt } from '../delivery-proof/index.js';
import { setStatusByAdmin, type PaymentsPort } from '../orders/index.js';
import { CarrierError, type Carrier, type CarrierReading } from './carriers/carrier.js';

export interface FollowDeps {
  payments: PaymentsPort;
  publicUrl: string;
  now: Date;
}
type ParcelRow = typeof parcels.$inferSelect;

/** The open parcels: taken by the carrier, neither delivered nor returned. A finished parcel is never asked again. */
export const openParcels = (db: Db) =>
  db
    .select()
    .from(parcels)
    .where(and(isNotNull(parcels.trackingNumber), notInArray(parcels.status, [...finalParcelStatuses, 'creating'])));

/**
 * A status read from the carrier. A change is written under the parcel's lock with its timeline line
 * (so two server copies reading the same change write it once); then the order follows through its
 * usual moves: delivered (the customer's e-mail), or, for a parcel returned, a failed delivery
 * attempt the shop sees and settles (send again, or cancel and refund).
 */
export async function applyReading(db: Db, deps: FollowDeps, parcel: ParcelRow, reading: CarrierReading): Promise<boolean> {
  const changed = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(parcels).where(eq(parcels.orderId, parcel.orderId)).for('update');
    if (!current) return null;
    if (current.carrierStatus === reading.carrierStatus) {
      await tx.update(parcels).set({ checkedAt: deps.now }).where(eq(parcels.orderId, parcel.orderId));
      return null;
    }
    await tx
      .update(parcels)
      .set({ status: reading.status, carrierStatus: reading.carrierStatus, checkedAt: deps.now, updatedAt: deps.now })
      .where(eq(parcels.orderId, parcel.orderId));
    if (current.status !== reading.status) {
      await recordEvent(tx, parcel.orderId, { type: 'parcel_status', actor: 'provider', status: reading.status, note: `${current.carrier} ${current.trackingNumber} · ${reading.carrierStatus}` });
    }
    return current.status === reading.status ? null : reading.status;
  });
  if (changed) await orderFollows(db, deps, parcel, changed, reading.carrierStatus);
  return changed !== null;
}

async function orderFollows(db: Db, deps: FollowDeps, parcel: ParcelRow, status: ParcelStatus, carrierStatus: string) {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, parcel.orderId));
  // A cancelled or already delivered order keeps its status: the parcel's line in the timeline tells the rest.
  if (order?.status !== 'processing') return;
  try {
    if (status === 'delivered') await setStatusByAdmin(db, deps, parcel.orderId, 'delivered');
    if (status === 'returned') await recordFailedAttempt(db, parcel.orderId, `Colis ${parcel.trackingNumber} retourné par ${parcel.carrier} (${carrierStatus})`, null);
  } catch (err) {
    // The order moved meanwhile (cancelled by the shop): nothing to follow.
    if (!(err instanceof AppError)) throw err;
  }
}

/** One round of the poll: every open parcel read once; a carrier's failure on one parcel leaves the others read. */
export async function followParcels(db: Db, carrier: Carrier, deps: FollowDeps, log?: { warn(obj: object, msg: string): void }) {
  let changed = 0;
  for (const parcel of await openParcels(db)) {
    if (parcel.carrier !== carrier.name || !parcel.trackingNumber) continue;
    try {
      if (await applyReading(db, deps, parcel, await carrier.status(parcel.trackingNumber))) changed++;
    } catch (err) {
      log?.warn({ err, trackingNumber: parcel.trackingNumber }, 'parcel status not read');
      // Wrong keys or no network: every other parcel would fail the same way; the next round tries again.
      if (err instanceof CarrierError && err.account) break;
    }
  }
  return changed;
}
