import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client.js';
import { orders, paymentEvents } from '../../../db/schema/index.js';
import { toCentimes } from '../../../domain/money.js';
import { findPaymentTargetByReference } from '../../../domain/payment-targets.js';
import { type OrderRow, recordPaidTwice } from '../../orders/index.js';
import { applyIntentInTx } from '../apply.js';
import { CMI_MAD } from '../providers/cmi.js';
import type { IntentState } from '../providers/types.js';
import { callbackHashIsValid, decodeCallback } from './hash.js';

/** What CMI reads in the answer: capture the pre-authorisation, acknowledge a decline, or not processed. */
export type CmiAnswer = 'ACTION=POSTAUTH' | 'APPROVED' | 'FAILURE';

/**
 * Whether an order already paid was paid by another CMI transaction than `transId`. Each approved
 * transaction is noted once (payment_events, `cmi:<TransId>`): the same one told again (CMI retrying a
 * callback it thinks lost) is captured again as before; an order paid without a noted transaction
 * (caught up through the status API) takes the callback as its own.
 */
async function anotherTransactionPaid(tx: DbOrTx, order: OrderRow, transId: string | undefined) {
  if (!transId) return false;
  const eventId = `cmi:${transId}`;
  const [fresh] = await tx
    .insert(paymentEvents)
    .values({ eventId, provider: 'cmi', type: 'approved', orderId: order.id })
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ eventId: paymentEvents.eventId });
  if (!fresh || order.paymentStatus !== 'completed') return false;
  const [earlier] = await tx
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.orderId, order.id), eq(paymentEvents.provider, 'cmi'), eq(paymentEvents.type, 'approved'), ne(paymentEvents.eventId, eventId)))
    .limit(1);
  return earlier !== undefined;
}

/** Notes CMI's approved transaction once; false when it was noted before (CMI telling it again). */
async function firstNews(db: DbOrTx, transId: string | undefined) {
  if (!transId) return true;
  const [fresh] = await db
    .insert(paymentEvents)
    .values({ eventId: `cmi:${transId}`, provider: 'cmi', type: 'approved', orderId: null })
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ eventId: paymentEvents.eventId });
  return fresh !== undefined;
}

/**
 * A callback whose `oid` is no order's: a share of a gift paid together, found through the payment targets
 * (decision 053). The share counts (captured) only if the pot takes it; one too late is not captured, so its
 * pre-authorisation lapses. A second approved transaction for a share already counted is not captured either.
 */
async function shareCallback(db: Db, params: Record<string, string | undefined>, log: FastifyBaseLogger, now: Date): Promise<CmiAnswer> {
  const other = await findPaymentTargetByReference(db, 'cmi', params.oid ?? '');
  if (!other) return 'FAILURE';
  const approved = params.ProcReturnCode === '00';
  const recorded = await other.target.find(db, other.intentId);
  if (approved && (await firstNews(db, params.TransId)) && recorded?.status === 'succeeded') {
    log.warn({ oid: params.oid, transId: params.TransId }, 'CMI: second payment for a share already counted, not captured');
    return 'APPROVED';
  }
  const outcome = await other.target.apply(
    db,
    {
      id: other.intentId,
      status: approved ? 'succeeded' : 'failed',
      amount: amountInCentimes(params.amount),
      currency: params.currency === CMI_MAD ? 'mad' : (params.currency ?? ''),
      failure: approved ? null : { code: `cmi_${params.ProcReturnCode || 'declined'}`, reason: params.ErrMsg || params.mdErrorMsg || 'Paiement refusé par la banque' },
      held: true,
    },
    now,
  );
  if (!approved) return 'APPROVED';
  if (outcome === 'completed') return 'ACTION=POSTAUTH';
  log.warn({ oid: params.oid, outcome }, 'CMI share payment not captured');
  return 'FAILURE';
}

const amountInCentimes = (amount: string | undefined) => (amount && /^\d+(\.\d{1,2})?$/.test(amount.trim()) ? toCentimes(amount.trim()) : -1);

/**
 * CMI's server-to-server callback, the only thing that marks a CMI order paid. Its hash must match the
 * store key; the order is its `oid`; a payment is captured only for the order's own amount and currency.
 * Replays and several callbacks for one order go through the same conditional moves, so each applies once;
 * a second approved transaction for an order already paid is acknowledged without capture and told to the shop.
 */
export async function handleCmiCallback(db: Db, storeKey: string | null, posted: Record<string, string>, log: FastifyBaseLogger, now: Date): Promise<CmiAnswer> {
  const params = decodeCallback(posted);
  if (!storeKey || !callbackHashIsValid(params, storeKey)) {
    log.warn({ oid: params.oid }, 'CMI callback with a wrong hash refused');
    return 'FAILURE';
  }
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, params.oid ?? ''));
  if (!order) return shareCallback(db, params, log, now);
  // A cancelled order is not captured: its pre-authorisation lapses and the customer keeps the money.
  if (order.paymentMethod !== 'stripe' || order.status === 'cancelled') return 'FAILURE';

  const approved = params.ProcReturnCode === '00';
  const intent: IntentState = {
    id: order.paymentProvider === 'cmi' && order.paymentIntentId ? order.paymentIntentId : `cmi_${order.orderNumber}`,
    status: approved ? 'succeeded' : 'failed',
    amount: amountInCentimes(params.amount),
    currency: params.currency === CMI_MAD ? 'mad' : (params.currency ?? ''),
    orderId: order.id,
    failure: approved ? null : { code: `cmi_${params.ProcReturnCode || 'declined'}`, reason: params.ErrMsg || params.mdErrorMsg || 'Paiement refusé par la banque' },
  };
  const outcome = await db.transaction(async (tx) => {
    if (!approved) return applyIntentInTx(tx, order, intent, now);
    // One approved callback of an order at a time: each sees whether another already paid it.
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!current) return 'pending' as const;
    if (await anotherTransactionPaid(tx, current, params.TransId)) {
      await recordPaidTwice(tx, current, `CMI ${params.TransId}`);
      return 'twice' as const;
    }
    return applyIntentInTx(tx, current, intent, now);
  });
  if (!approved) return 'APPROVED';
  if (outcome === 'completed') return 'ACTION=POSTAUTH';
  // Acknowledged so that CMI stops calling, but not captured: the second pre-authorisation lapses.
  if (outcome === 'twice') {
    log.warn({ oid: params.oid, transId: params.TransId }, 'CMI: second payment for an order already paid, not captured');
    return 'APPROVED';
  }
  log.warn({ oid: params.oid, outcome }, 'CMI payment not captured');
  return 'FAILURE';
}
