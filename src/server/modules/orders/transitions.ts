import { and, eq, gt, inArray, isNull, lt, ne, notInArray, type SQL } from 'drizzle-orm';
import type { PaymentUpdate } from '../../../contracts/admin-orders.js';
import type { OrderStatus, PaymentProviderName } from '../../../contracts/orders.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import { CANCEL_WINDOW_MS, cancellableStatuses, cardPaymentOf } from './allowed-actions.js';
import { recordEvent, type NewOrderEvent } from '../../domain/order-events.js';
import { orderHooks, runHooks } from '../../domain/order-hooks.js';
import type { PaymentsPort } from './payments-port.js';
import type { OrderRow } from './read.js';
import { queueStatusEmail } from './status-email.js';
import { releaseStock } from './stock.js';

/*
 * Every move of an order and of its payment. Each move is one conditional update whose WHERE repeats
 * its guard, so concurrent callers (two clicks, two server copies, a webhook and the expiry job) make it
 * happen once: only the caller whose update returns the row returns stock, records the event or e-mails.
 * The same rules, read on a row, tell the client what it may ask for (allowed-actions.ts).
 */

const transferRefundNote = (row: OrderRow) => {
  if (row.paymentStatus !== 'completed') return null;
  if (row.paymentMethod === 'bank_transfer') return 'Virement reçu: remboursement à effectuer par la boutique';
  return row.paymentMethod === 'cash_voucher' ? 'Espèces reçues en agence: remboursement à effectuer par la boutique' : null;
};

interface Cancellation {
  type: 'cancelled' | 'expired';
  actor: NewOrderEvent['actor'];
  note: (row: OrderRow) => string | null;
}

/** What an unpaid order reads once cancelled: nothing is due, so no transfer or card payment is awaited. */
export const CANCELLED_PAYMENT = { paymentStatus: 'failed', paymentFailureReason: 'Commande annulée', paymentFailureCode: 'cancelled' } as const;

/**
 * Every cancellation: the status change is the guard, so only the call that makes it returns the stock.
 * An unpaid order then owes nothing; a paid one keeps its payment, which a refund gives back.
 */
async function cancelIn(tx: DbOrTx, id: string, guard: SQL | undefined, now: Date, how: Cancellation) {
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'cancelled', expiresAt: null, updatedAt: now })
    .where(and(eq(orders.id, id), guard))
    .returning();
  if (!cancelled) return undefined;
  const [unpaid] = await tx
    .update(orders)
    .set(CANCELLED_PAYMENT)
    .where(and(eq(orders.id, id), ne(orders.paymentStatus, 'completed')))
    .returning();
  const done = unpaid ?? cancelled;
  // A paid order cancelled is refunded (by card at once, a transfer by the shop): its invoice is cancelled by a credit note.
  await runHooks(orderHooks().cancelled, tx, id, { paid: !unpaid }, now);
  await releaseStock(tx, id);
  await recordEvent(tx, id, { type: how.type, actor: how.actor, status: 'cancelled', note: how.note(done) });
  return done;
}

/**
 * Gives a card payment back and writes the outcome in the order's history; a failed refund is recorded
 * for the shop to settle by hand rather than failing the action that asked for it. Runs after commit.
 */
export async function refundAndRecord(db: DbOrTx, orderId: string, intentId: string, why: string, refund: (intentId: string) => Promise<{ id: string }>) {
  try {
    const done = await refund(intentId);
    await recordEvent(db, orderId, { type: 'refunded', actor: 'system', note: `${why}: remboursé (${done.id})` });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await recordEvent(db, orderId, { type: 'refund_failed', actor: 'system', note: `${why}: remboursement à faire (${intentId}): ${reason}` });
  }
}

async function refundCardPayment(db: Db, payments: PaymentsPort, row: OrderRow, why: string) {
  const intentId = cardPaymentOf(row);
  if (intentId) await refundAndRecord(db, row.id, intentId, why, (id) => payments.refund(db, row.paymentProvider, id));
}

/** Throws why a customer may no longer cancel, when another module says so (its e-gift already handed over). */
export async function assertCustomerMayCancel(db: DbOrTx, id: string, now: Date) {
  for (const refusal of orderHooks().cancelRefusals) {
    const refused = await refusal(db, id, now);
    if (refused) throw refused;
  }
}

/**
 * The customer's cancellation inside the window; undefined when the order is no longer cancellable that way.
 * Refused once the e-gift has left the shop: read after locking the order, which a redemption holds while it
 * marks a code used (gift-codes/redeem.ts), so a redemption and a cancellation at one moment never both succeed.
 */
export async function cancelByCustomer(db: Db, payments: PaymentsPort, id: string, now: Date) {
  const inWindow = and(inArray(orders.status, [...cancellableStatuses]), gt(orders.createdAt, new Date(now.getTime() - CANCEL_WINDOW_MS)));
  const done = await db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).for('update');
    await assertCustomerMayCancel(tx, id, now);
    return cancelIn(tx, id, inWindow, now, { type: 'cancelled', actor: 'customer', note: transferRefundNote });
  });
  if (done) await refundCardPayment(db, payments, done, 'Annulation par le client');
  return done;
}

/** Outside the window a cancellation becomes a request the shop sees; asking twice records it once. */
export async function requestCancellation(db: Db, id: string, now: Date) {
  await db.transaction(async (tx) => {
    const [requested] = await tx
      .update(orders)
      .set({ cancellationRequestedAt: now, updatedAt: now })
      .where(and(eq(orders.id, id), isNull(orders.cancellationRequestedAt), notInArray(orders.status, ['delivered', 'cancelled'])))
      .returning({ id: orders.id });
    if (requested) await recordEvent(tx, id, { type: 'cancellation_requested', actor: 'customer' });
  });
}

/** The recipient got a delivered order; confirming twice changes nothing. */
export async function markReceived(db: Db, id: string, now: Date) {
  await db.transaction(async (tx) => {
    const [received] = await tx
      .update(orders)
      .set({ receivedAt: now, updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.status, 'delivered'), isNull(orders.receivedAt)))
      .returning({ id: orders.id });
    if (received) await recordEvent(tx, id, { type: 'received', actor: 'customer' });
  });
}

/** An unpaid order past its expiry is cancelled; false when it was paid, moved on or expired by another call. */
export async function expire(db: Db, id: string, now: Date): Promise<boolean> {
  const due = and(eq(orders.status, 'pending'), ne(orders.paymentStatus, 'completed'), lt(orders.expiresAt, now));
  const notes = { bank_transfer: 'Virement non reçu dans le délai', cash_voucher: 'Code de paiement non réglé en agence dans le délai', stripe: 'Paiement non reçu dans les 30 minutes' };
  const note = (row: OrderRow) => notes[row.paymentMethod];
  const done = await db.transaction((tx) => cancelIn(tx, id, due, now, { type: 'expired', actor: 'system', note }));
  return done !== undefined;
}

/**
 * The back office sets any of the four statuses. A cancelled order stays cancelled: its stock is back on
 * the shelf and its payment may be refunded. Every change is recorded and e-mailed to the customer, and
 * ends the order's expiry (the shop has taken it in hand); a cancellation returns the stock once and
 * refunds a card payment after commit. Setting the status it already has changes nothing.
 */
export async function setStatusByAdmin(db: Db, deps: { payments: PaymentsPort; publicUrl: string; now: Date }, id: string, to: OrderStatus) {
  const { now } = deps;
  const moved = await db.transaction(async (tx) => {
    // Locked, so a concurrent move waits and then finds the status this one leaves.
    const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).for('update');
    if (!current) throw notFound('Commande introuvable');
    if (current.status === to) return undefined;
    if (current.status === 'cancelled') throw new AppError('order_cancelled', 'Une commande annulée ne peut pas être rouverte.');
    const held = eq(orders.status, current.status);
    const row =
      to === 'cancelled'
        ? await cancelIn(tx, id, held, now, { type: 'cancelled', actor: 'admin', note: transferRefundNote })
        : await moveIn(tx, id, to, held, now);
    if (!row) throw new Error(`order ${id} changed under its lock`);
    await queueStatusEmail(tx, row, { refund: to === 'cancelled' && cardPaymentOf(row) !== null, publicUrl: deps.publicUrl });
    return row;
  });
  if (moved?.status === 'cancelled') await refundCardPayment(db, deps.payments, moved, 'Annulation par la boutique');
}

async function moveIn(tx: DbOrTx, id: string, to: Exclude<OrderStatus, 'cancelled'>, guard: SQL, now: Date) {
  const [row] = await tx.update(orders).set({ status: to, expiresAt: null, updatedAt: now }).where(and(eq(orders.id, id), guard)).returning();
  if (row) await recordEvent(tx, id, { type: 'status', actor: 'admin', status: to });
  return row;
}

/** A new payment attempt: the order keeps only its latest intent, so an abandoned attempt cannot mark it failed. */
/**
 * The back office's payment page: method, status and transfer reference as the shop sets them.
 * Marking a payment completed is how the shop confirms a received transfer: a pending order then
 * goes into preparation, stops expiring, and the customer is told; every change is in the history.
 */
export async function updatePaymentByAdmin(db: Db, deps: { publicUrl: string; now: Date }, id: string, input: PaymentUpdate) {
  const { now } = deps;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!current) throw notFound('Commande introuvable');
    const reference = input.paymentMethod === 'bank_transfer' ? (input.bankTransferReference ?? current.bankTransferReference) || current.orderNumber : null;
    const paidNow = input.paymentStatus === 'completed' && current.paymentStatus !== 'completed';
    const startsPreparation = paidNow && current.status === 'pending';
    const [row] = await tx
      .update(orders)
      .set({
        paymentMethod: input.paymentMethod,
        paymentStatus: input.paymentStatus,
        bankTransferReference: reference,
        ...(paidNow ? { expiresAt: null, paymentFailureReason: null, paymentFailureCode: null } : {}),
        ...(startsPreparation ? { status: 'processing' as const } : {}),
        updatedAt: now,
      })
      .where(eq(orders.id, id))
      .returning();
    if (!row) throw notFound('Commande introuvable');
    const note = [input.paymentMethod, input.paymentStatus, reference].filter(Boolean).join(' · ');
    await recordEvent(tx, id, {
      type: paidNow ? 'payment_completed' : 'payment_updated',
      actor: 'admin',
      status: startsPreparation ? 'processing' : null,
      note,
    });
    if (paidNow) {
      await queueStatusEmail(tx, row, { refund: false, publicUrl: deps.publicUrl });
      if (row.status !== 'cancelled') await runHooks(orderHooks().paid, tx, row, now);
      // Money received for a cancelled order goes back, as a late card payment's does.
      else await runHooks(orderHooks().paidWhileCancelled, tx, id, now);
    }
  });
}

/** A remark of the shop's, kept in the order's history and shown in the back office only. */
export async function addNote(db: Db, id: string, note: string) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
  if (!row) throw notFound('Commande introuvable');
  await recordEvent(db, id, { type: 'note', actor: 'admin', note });
}

export async function attachPayment(db: DbOrTx, orderId: string, intentId: string, provider: PaymentProviderName, now: Date): Promise<boolean> {
  const [updated] = await db
    .update(orders)
    .set({ paymentIntentId: intentId, paymentProvider: provider, paymentStatus: 'pending', paymentFailureReason: null, paymentFailureCode: null, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), inArray(orders.paymentStatus, ['pending', 'failed'])))
    .returning({ id: orders.id });
  return updated !== undefined;
}

/**
 * Payment received, never un-paid. A pending order moves to processing and stops expiring; one that already
 * left pending (cancelled, expired, moved on by the shop) records the money and keeps its status, and is
 * 'late' when it was cancelled: the caller refunds it after commit. A paid order's digital gifts get their codes.
 * The payment that paid it, told again, changes nothing; another one is 'twice' (recordPaidTwice).
 */
export async function markPaid(tx: DbOrTx, orderId: string, intentId: string, now: Date): Promise<'completed' | 'late' | 'twice'> {
  const paidNow = { paymentStatus: 'completed', paymentIntentId: intentId, paymentFailureReason: null, paymentFailureCode: null, updatedAt: now } as const;
  const [paid] = await tx
    .update(orders)
    .set({ ...paidNow, status: 'processing', expiresAt: null })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), ne(orders.paymentStatus, 'completed')))
    .returning();
  if (paid) {
    await recordEvent(tx, orderId, { type: 'payment_completed', actor: 'provider', status: 'processing', note: intentId });
    await runHooks(orderHooks().paid, tx, paid, now);
    return 'completed';
  }
  const [other] = await tx
    .update(orders)
    .set(paidNow)
    .where(and(eq(orders.id, orderId), ne(orders.paymentStatus, 'completed')))
    .returning();
  if (!other) {
    // Read after the updates above, which waited for any concurrent payment of this order to commit.
    const [paid] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!paid || paid.paymentIntentId === intentId) return 'completed';
    await recordPaidTwice(tx, paid, intentId);
    return 'twice';
  }
  await recordEvent(tx, orderId, { type: 'payment_completed', actor: 'provider', note: intentId });
  if (other.status !== 'cancelled') {
    await runHooks(orderHooks().paid, tx, other, now);
    return 'completed';
  }
  // Money received for a cancelled order goes back: invoiced, then cancelled by a credit note.
  await runHooks(orderHooks().paidWhileCancelled, tx, orderId, now);
  return 'late';
}

/** A declined payment, only for the order's current intent: an abandoned earlier attempt must not mark it failed. */
export async function markPaymentFailed(tx: DbOrTx, orderId: string, intentId: string, failure: { reason: string; code: string }, now: Date) {
  const [failed] = await tx
    .update(orders)
    .set({ paymentStatus: 'failed', paymentFailureReason: failure.reason, paymentFailureCode: failure.code, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.paymentIntentId, intentId), eq(orders.paymentStatus, 'pending'), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  if (failed) await recordEvent(tx, orderId, { type: 'payment_failed', actor: 'provider', note: `${failure.code}: ${failure.reason}` });
}

/** A second payment for an order already paid: not applied, written in its history, and the shop alerted. */
export async function recordPaidTwice(tx: DbOrTx, order: OrderRow, payment: string) {
  const paidBy = order.paymentIntentId ?? order.paymentMethod;
  await recordEvent(tx, order.id, { type: 'paid_twice', actor: 'provider', note: `${payment} (déjà payée : ${paidBy})` });
  await runHooks(orderHooks().paidTwice, tx, order, payment);
}

/** Money that does not match the order is written in its history; the order stays unpaid. */
export const recordPaymentMismatch = (tx: DbOrTx, orderId: string, note: string) =>
  recordEvent(tx, orderId, { type: 'payment_mismatch', actor: 'provider', note });
