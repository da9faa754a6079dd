import { timingSafeEqual } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { FREE_DELIVERY_ATTEMPTS, type DeliveryProof } from '../../../contracts/delivery-proof.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { deliveryAttempts, deliveryProofs, orders } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Storage } from '../../lib/storage/storage.js';
import { newToken } from '../../lib/secrets/tokens.js';
import { readEmailBrand, emailAllowed, enqueueEmail } from '../notifications/index.js';
import { recordEvent } from '../../domain/order-events.js';
import { type PaymentsPort, findOrderRow, type OrderRow, buyerOf, setStatusByAdmin } from '../orders/index.js';
import { readSettingsOf } from '../settings/index.js';
import { encodeDeliveryPhoto, storeDeliveryPhoto } from './photo.js';
import { deliveryPhotoEmail } from './photo-email.js';

const ORDER_NOT_FOUND = 'Commande introuvable';
export const photoPath = (orderId: string) => `/api/orders/${orderId}/delivery-photo`;

interface Deps {
  payments: PaymentsPort;
  publicUrl: string;
  storage: Storage;
  now: Date;
}

/**
 * "Marquer livrée", with the courier's photo when there is one: the order moves to delivered (its
 * usual e-mail and texts), then the photo is kept and the sender is sent its link. When the
 * recipient asked for no photo, none is kept, even if one was taken, and an earlier one is deleted.
 * An order already delivered only gains the photo. A bad file is refused (400) before anything changes.
 */
export async function markDeliveredWithProof(db: Db, deps: Deps, id: string, input: { photo: Buffer | null; declined: boolean; adminId: string }) {
  const current = await findOrderRow(db, id);
  if (!current) throw notFound(ORDER_NOT_FOUND);
  if (current.status === 'cancelled') throw new AppError('order_cancelled', 'Une commande annulée ne peut pas être livrée.');
  const webp = input.photo && !input.declined ? await encodeDeliveryPhoto(input.photo) : null;
  const key = webp ? await storeDeliveryPhoto(deps.storage, webp) : null;
  await setStatusByAdmin(db, deps, id, 'delivered');
  const dropped = await db.transaction(async (tx) => {
    const [before] = await tx.select({ photoKey: deliveryProofs.photoKey }).from(deliveryProofs).where(eq(deliveryProofs.orderId, id)).for('update');
    const [proof] = await tx
      .insert(deliveryProofs)
      .values({ orderId: id, photoKey: key, photoDeclined: input.declined, viewToken: newToken(), recordedBy: input.adminId })
      .onConflictDoUpdate({
        target: deliveryProofs.orderId,
        // A later "no photo" wins over an earlier photo; a new photo replaces the old one.
        set: { photoDeclined: input.declined, ...(key || input.declined ? { photoKey: key } : {}), recordedBy: input.adminId, updatedAt: deps.now },
      })
      .returning();
    const replaced = before?.photoKey && before.photoKey !== proof?.photoKey ? before.photoKey : null;
    if (!proof || !key) return replaced;
    await recordEvent(tx, id, { type: 'delivery_photo', actor: 'admin' });
    const [order] = await tx.select().from(orders).where(eq(orders.id, id));
    if (order) await queuePhotoEmail(tx, order, proof.viewToken, deps.publicUrl);
    return replaced;
  });
  // The bytes go too, not only the reference: a photo the recipient refused is not kept anywhere.
  if (dropped) await deps.storage.delete(dropped);
}

async function queuePhotoEmail(tx: DbOrTx, order: OrderRow, viewToken: string, publicUrl: string) {
  const buyer = await buyerOf(tx, order);
  if (!buyer || !(await emailAllowed(tx, 'orderDelivered'))) return;
  const { company_name: shopName } = await readSettingsOf(tx, ['company_name']);
  const content = deliveryPhotoEmail({
    locale: order.locale,
    shopName,
    brand: await readEmailBrand(tx, publicUrl),
    firstName: buyer.firstName,
    orderNumber: order.orderNumber,
    recipientName: order.recipientName,
    photoLink: `${publicUrl}${photoPath(order.id)}?token=${viewToken}`,
    orderLink: `${publicUrl}/orders/${order.id}`,
  });
  await enqueueEmail(tx, buyer.email, 'delivery_photo', content);
}

/**
 * A delivery that failed at the door. Counted under the order's lock, so two couriers' reports
 * make attempts 1 and 2, never two number 1s; past the free attempts an attempt is charged.
 */
export async function recordFailedAttempt(db: Db, id: string, reason: string, adminId: string | null) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.status !== 'processing') {
      throw new AppError('not_in_delivery', 'Seule une commande en préparation peut avoir une tentative de livraison.');
    }
    const [done] = await tx.select({ n: count() }).from(deliveryAttempts).where(eq(deliveryAttempts.orderId, id));
    const number = (done?.n ?? 0) + 1;
    const charged = number > FREE_DELIVERY_ATTEMPTS;
    await tx.insert(deliveryAttempts).values({ orderId: id, number, reason, charged, recordedBy: adminId });
    await recordEvent(tx, id, { type: 'delivery_attempt_failed', actor: adminId ? 'admin' : 'provider', note: `${number} · ${reason}${charged ? ' · payante' : ''}` });
    return { number, charged };
  });
}

/** The attempts and the photo of an order, for whoever may read the order. */
export async function readDeliveryProof(db: DbOrTx, id: string): Promise<DeliveryProof> {
  const attempts = await db.select().from(deliveryAttempts).where(eq(deliveryAttempts.orderId, id)).orderBy(asc(deliveryAttempts.number));
  const [proof] = await db.select().from(deliveryProofs).where(eq(deliveryProofs.orderId, id));
  return {
    attempts: attempts.map((a) => ({ number: a.number, reason: a.reason, charged: a.charged, createdAt: a.createdAt.toISOString() })),
    freeAttempts: FREE_DELIVERY_ATTEMPTS,
    photoUrl: proof?.photoKey ? photoPath(id) : null,
    photoDeclined: proof?.photoDeclined ?? false,
  };
}

/** The stored photo of an order; `token` is the e-mail link's, checked in constant time. */
export async function findPhoto(db: DbOrTx, id: string) {
  const [proof] = await db.select().from(deliveryProofs).where(eq(deliveryProofs.orderId, id));
  return proof?.photoKey ? { key: proof.photoKey, viewToken: proof.viewToken } : null;
}

export function tokenMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
