import { and, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { giftCodes } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

/*
 * An e-gift has left the shop once one of its codes is used at a counter or its e-card has gone out
 * (queued and its hour come: what the sender reads as "Envoyé"). From then on the customer can no
 * longer cancel the order: only the shop can, from the back office, which voids its codes.
 */

const handedOver = (now: Date) => or(isNotNull(giftCodes.redeemedAt), and(isNotNull(giftCodes.ecardQueuedAt), lte(giftCodes.sendAt, now)));

export const giftHandedOverError = () =>
  new AppError('not_cancellable', 'Le cadeau a déjà été envoyé ou utilisé : seule la boutique peut encore annuler cette commande.');

/** Whether the order's e-gift has left the shop; read inside a cancellation after the order's row is locked. */
export async function giftHandedOver(db: DbOrTx, orderId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: giftCodes.id })
    .from(giftCodes)
    .where(and(eq(giftCodes.orderId, orderId), handedOver(now)))
    .limit(1);
  return row !== undefined;
}

/** Of these orders, those whose e-gift has left the shop, in one query. */
export async function ordersWithGiftHandedOver(db: DbOrTx, orderIds: string[], now: Date): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ orderId: giftCodes.orderId })
    .from(giftCodes)
    .where(and(inArray(giftCodes.orderId, orderIds), handedOver(now)));
  return new Set(rows.map((r) => r.orderId));
}
