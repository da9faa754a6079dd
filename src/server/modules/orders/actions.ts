import { and, eq, gt, inArray, isNull, notInArray } from 'drizzle-orm';
import type { CancelOrderResult } from '../../../contracts/orders.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { conflict } from '../../lib/app-error.js';
import { providerNamed } from '../payments/providers/index.js';
import { refundPayment } from '../payments/refund.js';
import { assertAccess, type Viewer } from './access.js';
import { recordEvent } from './events.js';
import { CANCEL_WINDOW_MS, canCancel, cancellableStatuses, findOrderRow, loadOrder } from './read.js';
import { releaseStock } from './stock.js';

const REQUEST_SENT = 'Votre demande d’annulation a été envoyée';

/**
 * Inside 2 hours of ordering the customer cancels at once (stock returned, card payment refunded);
 * afterwards, until delivery, the cancellation becomes a request the shop sees.
 */
export async function cancelOrder(db: Db, config: Config, viewer: Viewer, id: string): Promise<CancelOrderResult> {
  const row = assertAccess(viewer, await findOrderRow(db, id));
  if (row.status === 'delivered' || row.status === 'cancelled') throw conflict('Cette commande ne peut plus être annulée.');
  const now = new Date();

  if (canCancel(row, now)) {
    const cancelled = await db.transaction(async (tx) => {
      // The status change is the guard: only the call that moves the order to cancelled returns its stock.
      const [done] = await tx
        .update(orders)
        .set({ status: 'cancelled', expiresAt: null, updatedAt: now })
        .where(
          and(
            eq(orders.id, id),
            inArray(orders.status, [...cancellableStatuses]),
            gt(orders.createdAt, new Date(now.getTime() - CANCEL_WINDOW_MS)),
          ),
        )
        .returning();
      if (!done) return undefined;
      await releaseStock(tx, id);
      const transferPaid = done.paymentStatus === 'completed' && done.paymentMethod === 'bank_transfer';
      const note = transferPaid ? 'Virement reçu: remboursement à effectuer par la boutique' : null;
      await recordEvent(tx, id, { type: 'cancelled', actor: 'customer', status: 'cancelled', note });
      return done;
    });
    if (cancelled) {
      const cardPaid = cancelled.paymentStatus === 'completed' && cancelled.paymentMethod === 'stripe' && cancelled.paymentIntentId;
      if (cardPaid) {
        const provider = await providerNamed(db, config, cancelled.paymentProvider);
        await refundPayment(db, provider, id, cardPaid, 'Annulation par le client');
      }
      const message = cardPaid ? 'Votre commande a été annulée. Votre paiement vous sera remboursé.' : 'Votre commande a été annulée.';
      return { outcome: 'cancelled', message, order: await loadOrder(db, id) };
    }
  }

  await db.transaction(async (tx) => {
    const [requested] = await tx
      .update(orders)
      .set({ cancellationRequestedAt: now, updatedAt: now })
      .where(and(eq(orders.id, id), isNull(orders.cancellationRequestedAt), notInArray(orders.status, ['delivered', 'cancelled'])))
      .returning({ id: orders.id });
    if (requested) await recordEvent(tx, id, { type: 'cancellation_requested', actor: 'customer' });
  });
  return { outcome: 'requested', message: REQUEST_SENT, order: await loadOrder(db, id) };
}

/** 'Confirmer la réception': records when the recipient got a delivered order; asking twice changes nothing. */
export async function confirmReceipt(db: Db, viewer: Viewer, id: string) {
  const row = assertAccess(viewer, await findOrderRow(db, id));
  if (row.status !== 'delivered') throw conflict('La réception ne peut être confirmée qu’une fois la commande livrée.');
  await db.transaction(async (tx) => {
    const [received] = await tx
      .update(orders)
      .set({ receivedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(orders.id, id), eq(orders.status, 'delivered'), isNull(orders.receivedAt)))
      .returning({ id: orders.id });
    if (received) await recordEvent(tx, id, { type: 'received', actor: 'customer' });
  });
  return loadOrder(db, id);
}
