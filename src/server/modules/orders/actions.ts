import type { CancelOrderResult } from '../../../contracts/orders.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { assertAccess, type Viewer } from './access.js';
import { canCancel, cardPaymentOf } from './allowed-actions.js';
import type { PaymentsPort } from './payments-port.js';
import { findOrderRow, loadOrder } from './read.js';
import { assertCustomerMayCancel, cancelByCustomer, markReceived, requestCancellation } from './transitions.js';

/**
 * Inside 2 hours of ordering the customer cancels at once (stock returned, card payment refunded);
 * afterwards, until delivery, the cancellation becomes a request the shop sees. An e-gift that has
 * left the shop (a code used, its e-card sent) is the shop's to cancel, never the customer's.
 */
export async function cancelOrder(db: Db, payments: PaymentsPort, viewer: Viewer, id: string, now: Date): Promise<CancelOrderResult> {
  const row = assertAccess(viewer, await findOrderRow(db, id));
  if (row.status === 'delivered' || row.status === 'cancelled') throw new AppError('not_cancellable', 'Cette commande ne peut plus être annulée.');
  await assertCustomerMayCancel(db, id, now);
  const cancelled = canCancel(row, now) ? await cancelByCustomer(db, payments, id, now) : undefined;
  if (cancelled) {
    const message = cardPaymentOf(cancelled)
      ? 'Votre commande a été annulée. Votre paiement vous sera remboursé.'
      : 'Votre commande a été annulée.';
    return { outcome: 'cancelled', message, order: await loadOrder(db, id, now) };
  }
  await requestCancellation(db, id, now);
  return { outcome: 'requested', message: 'Votre demande d’annulation a été envoyée', order: await loadOrder(db, id, now) };
}

/** 'Confirmer la réception': records when the recipient got a delivered order; asking twice changes nothing. */
export async function confirmReceipt(db: Db, viewer: Viewer, id: string, now: Date) {
  const row = assertAccess(viewer, await findOrderRow(db, id));
  if (row.status !== 'delivered') throw new AppError('not_receivable', 'La réception ne peut être confirmée qu’une fois la commande livrée.');
  await markReceived(db, id, now);
  return loadOrder(db, id, now);
}
