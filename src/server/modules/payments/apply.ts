import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { fromCentimes, toCentimes } from '../../domain/money.js';
import { findOrderRow, type OrderRow, markPaid, markPaymentFailed, recordPaymentMismatch, refundAndRecord } from '../orders/index.js';
import type { IntentState, PaymentProvider } from './providers/types.js';

const LATE_PAYMENT = 'Paiement reçu après l’annulation de la commande';

/**
 * completed/failed/pending: the order's payment now; mismatch: paid the wrong sum; late: paid after cancellation;
 * twice: a second payment of an order already paid, recorded and told to the shop, not applied.
 */
export type ApplyOutcome = 'completed' | 'failed' | 'pending' | 'mismatch' | 'late' | 'twice';

/** The order an intent pays: by its current intent id, else by the order id the intent carries. */
export async function orderForIntent(db: DbOrTx, intent: IntentState): Promise<OrderRow | undefined> {
  const [byIntent] = await db.select().from(orders).where(eq(orders.paymentIntentId, intent.id));
  if (byIntent) return byIntent;
  return intent.orderId ? findOrderRow(db, intent.orderId) : undefined;
}

/**
 * Brings the order in line with the provider's state, inside the caller's transaction, through the order's
 * payment moves; each is a conditional update, so replays, retries and concurrent deliveries apply it once.
 */
export async function applyIntentInTx(tx: DbOrTx, order: OrderRow, intent: IntentState, now: Date): Promise<ApplyOutcome> {
  if (intent.status === 'succeeded') {
    const expected = toCentimes(order.totalAmount);
    if (intent.amount !== expected || intent.currency !== order.currency.toLowerCase()) {
      const note = `Montant reçu ${fromCentimes(intent.amount)} ${intent.currency.toUpperCase()}, attendu ${order.totalAmount} ${order.currency} (${intent.id})`;
      await recordPaymentMismatch(tx, order.id, note);
      return 'mismatch';
    }
    return markPaid(tx, order.id, intent.id, now);
  }
  if (intent.status === 'failed' && intent.failure) {
    await markPaymentFailed(tx, order.id, intent.id, intent.failure, now);
    return order.paymentStatus === 'completed' ? 'completed' : 'failed';
  }
  return order.paymentStatus === 'completed' ? 'completed' : 'pending';
}

/** A payment that landed on a cancelled order goes back through the provider that took it. */
export const refundLatePayment = (db: Db, provider: PaymentProvider, orderId: string, intentId: string) =>
  refundAndRecord(db, orderId, intentId, LATE_PAYMENT, (id) => provider.refund(id));

/** Applies a state just read from the provider in its own transaction; a late payment is refunded after commit. */
export async function syncIntent(db: Db, provider: PaymentProvider, intent: IntentState, now: Date) {
  const order = await orderForIntent(db, intent);
  if (!order) return { outcome: 'pending' as ApplyOutcome, order: undefined };
  const outcome = await db.transaction((tx) => applyIntentInTx(tx, order, intent, now));
  if (outcome === 'late') await refundLatePayment(db, provider, order.id, intent.id);
  return { outcome, order };
}
