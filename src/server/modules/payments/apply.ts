import { and, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { recordEvent } from '../orders/events.js';
import { fromCentimes, toCentimes } from '../orders/money.js';
import { findOrderRow, type OrderRow } from '../orders/read.js';
import type { IntentState, PaymentProvider } from './providers/types.js';
import { refundPayment } from './refund.js';

export const LATE_PAYMENT = 'Paiement reçu après l’annulation de la commande';

/** completed/failed/pending: the order's payment now; mismatch: paid the wrong sum; late: paid after cancellation. */
export type ApplyOutcome = 'completed' | 'failed' | 'pending' | 'mismatch' | 'late';

/** The order an intent pays: by its current intent id, else by the order id the intent carries. */
export async function orderForIntent(db: DbOrTx, intent: IntentState): Promise<OrderRow | undefined> {
  const [byIntent] = await db.select().from(orders).where(eq(orders.paymentIntentId, intent.id));
  if (byIntent) return byIntent;
  return intent.orderId ? findOrderRow(db, intent.orderId) : undefined;
}

/**
 * Brings the order in line with the provider's state, inside the caller's transaction. Every change is a
 * conditional update, so replays, retries and concurrent deliveries change the order at most once.
 */
export async function applyIntentInTx(tx: DbOrTx, order: OrderRow, intent: IntentState): Promise<ApplyOutcome> {
  if (intent.status === 'succeeded') {
    const expected = toCentimes(order.totalAmount);
    if (intent.amount !== expected || intent.currency !== order.currency.toLowerCase()) {
      const note = `Montant reçu ${fromCentimes(intent.amount)} ${intent.currency.toUpperCase()}, attendu ${order.totalAmount} ${order.currency} (${intent.id})`;
      await recordEvent(tx, order.id, { type: 'payment_mismatch', actor: 'provider', note });
      return 'mismatch';
    }
    const [paid] = await tx
      .update(orders)
      .set({
        paymentStatus: 'completed',
        status: 'processing',
        paymentIntentId: intent.id,
        paymentFailureReason: null,
        paymentFailureCode: null,
        expiresAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending'), ne(orders.paymentStatus, 'completed')))
      .returning({ id: orders.id });
    if (paid) {
      await recordEvent(tx, order.id, { type: 'payment_completed', actor: 'provider', status: 'processing', note: intent.id });
      return 'completed';
    }
    // Paid while no longer pending (cancelled, expired or moved on by the shop): record the money, keep the status.
    const [other] = await tx
      .update(orders)
      .set({ paymentStatus: 'completed', paymentIntentId: intent.id, paymentFailureReason: null, paymentFailureCode: null, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), ne(orders.paymentStatus, 'completed')))
      .returning({ status: orders.status });
    if (!other) return 'completed';
    await recordEvent(tx, order.id, { type: 'payment_completed', actor: 'provider', note: intent.id });
    return other.status === 'cancelled' ? 'late' : 'completed';
  }

  if (intent.status === 'failed' && intent.failure) {
    // Only the order's current intent may mark it failed: an abandoned earlier attempt must not.
    const [failed] = await tx
      .update(orders)
      .set({ paymentStatus: 'failed', paymentFailureReason: intent.failure.reason, paymentFailureCode: intent.failure.code, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.paymentIntentId, intent.id), eq(orders.paymentStatus, 'pending'), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (failed) {
      await recordEvent(tx, order.id, { type: 'payment_failed', actor: 'provider', note: `${intent.failure.code}: ${intent.failure.reason}` });
    }
    return order.paymentStatus === 'completed' ? 'completed' : 'failed';
  }
  return order.paymentStatus === 'completed' ? 'completed' : 'pending';
}

/** Applies a state just read from the provider in its own transaction; a late payment is refunded after commit. */
export async function syncIntent(db: Db, provider: PaymentProvider, intent: IntentState) {
  const order = await orderForIntent(db, intent);
  if (!order) return { outcome: 'pending' as ApplyOutcome, order: undefined };
  const outcome = await db.transaction((tx) => applyIntentInTx(tx, order, intent));
  if (outcome === 'late') await refundPayment(db, provider, order.id, intent.id, LATE_PAYMENT);
  return { outcome, order };
}
