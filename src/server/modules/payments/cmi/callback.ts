import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';
import { toCentimes } from '../../orders/money.js';
import { applyIntentInTx } from '../apply.js';
import { CMI_MAD } from '../providers/cmi.js';
import type { IntentState } from '../providers/types.js';
import { callbackHashIsValid, decodeCallback } from './hash.js';

/** What CMI reads in the answer: capture the pre-authorisation, acknowledge a decline, or not processed. */
export type CmiAnswer = 'ACTION=POSTAUTH' | 'APPROVED' | 'FAILURE';

const amountInCentimes = (amount: string | undefined) => (amount && /^\d+(\.\d{1,2})?$/.test(amount.trim()) ? toCentimes(amount.trim()) : -1);

/**
 * CMI's server-to-server callback, the only thing that marks a CMI order paid. Its hash must match the
 * store key; the order is its `oid`; a payment is captured only for the order's own amount and currency.
 * Replays and several callbacks for one order go through the same conditional moves, so each applies once.
 */
export async function handleCmiCallback(db: Db, storeKey: string | null, posted: Record<string, string>, log: FastifyBaseLogger): Promise<CmiAnswer> {
  const params = decodeCallback(posted);
  if (!storeKey || !callbackHashIsValid(params, storeKey)) {
    log.warn({ oid: params.oid }, 'CMI callback with a wrong hash refused');
    return 'FAILURE';
  }
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, params.oid ?? ''));
  // A cancelled order is not captured: its pre-authorisation lapses and the customer keeps the money.
  if (!order || order.paymentMethod !== 'stripe' || order.status === 'cancelled') return 'FAILURE';

  const approved = params.ProcReturnCode === '00';
  const intent: IntentState = {
    id: order.paymentProvider === 'cmi' && order.paymentIntentId ? order.paymentIntentId : `cmi_${order.orderNumber}`,
    status: approved ? 'succeeded' : 'failed',
    amount: amountInCentimes(params.amount),
    currency: params.currency === CMI_MAD ? 'mad' : (params.currency ?? ''),
    orderId: order.id,
    failure: approved ? null : { code: `cmi_${params.ProcReturnCode || 'declined'}`, reason: params.ErrMsg || params.mdErrorMsg || 'Paiement refusé par la banque' },
  };
  const outcome = await db.transaction((tx) => applyIntentInTx(tx, order, intent));
  if (!approved) return 'APPROVED';
  if (outcome === 'completed') return 'ACTION=POSTAUTH';
  log.warn({ oid: params.oid, outcome }, 'CMI payment not captured');
  return 'FAILURE';
}
