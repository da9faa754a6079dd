import { and, eq, inArray, lt } from 'drizzle-orm';
import type { CreateParcelsResult, Parcel } from '../../../contracts/parcels.js';
import type { Db } from '../../db/client.js';
import { orders, parcels } from '../../db/schema/index.js';
import { recordEvent } from '../../domain/order-events.js';
import { AppError } from '../../http/app-error.js';
import { readSettingsOf } from '../settings/index.js';
import { CarrierError, type Carrier } from './carriers/carrier.js';

type Outcome = CreateParcelsResult['outcomes'][number];
type OrderRow = typeof orders.$inferSelect;

/** A claim older than this was left by a server that stopped mid-call: it may be taken over. */
const STALE_CLAIM_MS = 10 * 60_000;

/** Why an order cannot leave with the courier yet; null when it can. */
function notReady(order: OrderRow): string | null {
  if (order.status !== 'processing') return 'Seule une commande payée, en préparation, part avec le transporteur.';
  if (order.awaitingRecipientAddress || !order.recipientAddress || !order.recipientCity) return 'Pas d’adresse de livraison (cadeau numérique ou adresse attendue du destinataire).';
  return null;
}

/**
 * Hands each order to the carrier, one parcel per order whatever the number of presses: the order's
 * row in `parcels` is claimed before the carrier is called, completed with its tracking number
 * after, and deleted if the carrier refuses, so a refusal leaves nothing written. A refusal of one
 * order (its address, its city) is told on that order and the others go on; a refusal of the
 * account (keys, network) stops there with 502 `courier_error` (the parcels made before it stay).
 */
export async function createParcels(db: Db, carrier: Carrier, orderIds: string[], now: Date): Promise<CreateParcelsResult> {
  const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const { company_city: pickupCity } = await readSettingsOf(db, ['company_city']);
  const outcomes: Outcome[] = [];
  for (const orderId of [...new Set(orderIds)]) {
    const order = byId.get(orderId);
    if (!order) {
      outcomes.push({ orderId, orderNumber: '', parcel: null, existing: false, error: 'Commande introuvable' });
      continue;
    }
    outcomes.push(await createOne(db, carrier, order, pickupCity || 'Casablanca', now));
  }
  return { outcomes };
}

async function createOne(db: Db, carrier: Carrier, order: OrderRow, pickupCity: string, now: Date): Promise<Outcome> {
  const base = { orderId: order.id, orderNumber: order.orderNumber };
  const refused = notReady(order);
  if (refused) return { ...base, parcel: null, existing: false, error: refused };
  await db.delete(parcels).where(and(eq(parcels.orderId, order.id), eq(parcels.status, 'creating'), lt(parcels.createdAt, new Date(now.getTime() - STALE_CLAIM_MS))));
  const [claim] = await db.insert(parcels).values({ orderId: order.id, carrier: carrier.name, status: 'creating' }).onConflictDoNothing().returning();
  if (!claim) {
    const [held] = await db.select().from(parcels).where(eq(parcels.orderId, order.id));
    if (held?.trackingNumber) return { ...base, parcel: { carrier: held.carrier, trackingNumber: held.trackingNumber, status: held.status } as Parcel, existing: true, error: null };
    return { ...base, parcel: null, existing: false, error: 'Colis déjà en cours de création : réessayez dans un instant.' };
  }
  try {
    const made = await carrier.createParcel({
      reference: order.orderNumber,
      recipientName: order.recipientName,
      recipientPhone: order.recipientPhone,
      address: order.recipientAddress ?? '',
      city: order.recipientCity ?? '',
      pickupCity,
      amountToCollect: '0.00',
      comment: [order.deliveryDate, order.deliverySlot].filter(Boolean).join(' '),
    });
    await db.transaction(async (tx) => {
      await tx
        .update(parcels)
        .set({ trackingNumber: made.trackingNumber, status: made.status, carrierStatus: made.carrierStatus, checkedAt: now, updatedAt: now })
        .where(eq(parcels.orderId, order.id));
      await recordEvent(tx, order.id, { type: 'parcel_status', actor: 'provider', status: made.status, note: `${carrier.name} ${made.trackingNumber}` });
    });
    return { ...base, parcel: { carrier: carrier.name, trackingNumber: made.trackingNumber, status: made.status }, existing: false, error: null };
  } catch (err) {
    await db.delete(parcels).where(and(eq(parcels.orderId, order.id), eq(parcels.status, 'creating')));
    if (!(err instanceof CarrierError)) throw err;
    if (err.account) throw new AppError('courier_error', err.message);
    return { ...base, parcel: null, existing: false, error: err.message };
  }
}
