import type { OrderActions } from '../../../contracts/orders.js';
import { AppError, invalid } from '../../http/app-error.js';
import type { OrderRow } from './read.js';

/*
 * The rules of the order lifecycle read on a row: what the customer may ask for now. The moves in
 * transitions.ts apply the same rules again in their conditional updates, which have the last word.
 */

/** The customer may cancel by themselves within 2 hours of ordering, until the gift is delivered. */
export const CANCEL_WINDOW_MS = 2 * 60 * 60 * 1000;
export const cancellableStatuses = ['pending', 'processing'] as const;

/**
 * Inside the window a customer's cancellation takes effect at once, unless the order's e-gift has left
 * the shop (`giftOut`: a code used or its e-card sent, gift-codes/handed-over.ts).
 */
export const canCancel = (row: OrderRow, now: Date, giftOut = false) =>
  !giftOut && (cancellableStatuses as readonly string[]).includes(row.status) && now.getTime() - row.createdAt.getTime() < CANCEL_WINDOW_MS;

/** Why this order cannot take a card payment now; undefined when it can. */
export function notPayable(order: OrderRow, now: Date) {
  if (order.paymentMethod === 'cash_voucher') return invalid('Cette commande se règle en espèces, avec son code de paiement, dans une agence Wafacash.');
  if (order.paymentMethod !== 'stripe') return invalid('Cette commande se règle par virement bancaire.');
  if (order.paymentStatus === 'completed') return new AppError('already_paid', 'Cette commande est déjà payée.');
  if (order.status !== 'pending') return new AppError('not_payable', 'Cette commande ne peut plus être payée.');
  if (order.expiresAt && order.expiresAt <= now) return new AppError('expired', 'Le délai de paiement de cette commande a expiré.');
  return undefined;
}

/** The card payment a cancellation gives back: its intent id, or null when the order holds none. */
export const cardPaymentOf = (row: OrderRow) =>
  row.paymentStatus === 'completed' && row.paymentMethod === 'stripe' ? row.paymentIntentId : null;

/** What the customer may do with the order now: the answer's `actions`. */
export function actionsOf(row: OrderRow, now: Date, giftOut = false): OrderActions {
  const delivered = row.status === 'delivered';
  return {
    cancel: canCancel(row, now, giftOut),
    requestCancellation: row.status === 'pending' && row.cancellationRequestedAt === null,
    confirmReceipt: delivered && row.receivedAt === null,
    payNow: notPayable(row, now) === undefined,
    verifyPayment: row.paymentMethod !== 'bank_transfer' && row.paymentStatus !== 'completed' && row.status !== 'cancelled',
    review: delivered,
  };
}
