import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import { orders, paymentEvents } from '../../../db/schema/index.js';
import { applyIntentInTx, refundLatePayment } from '../apply.js';
import { bingaIntentId } from '../providers/binga.js';
import type { IntentState, PaymentProvider } from '../providers/types.js';
import { bingaChecksum, checksumMatches } from './checksum.js';

/** What Binga reads in the answer: `100;<date>` taken, `000;<date>` refused (it may notify again). */
const answer = (ok: boolean, now: Date) => `${ok ? '100' : '000'};${now.toISOString().slice(0, 19)}`;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * Binga's notification that a code was paid at an agency. Trusted only when its `orderCheckSum` (MD5 of
 * `PAY`, amount, store id, order reference, buyer e-mail and the store's private key) matches; the order
 * is the one that holds that code, with that reference; it is paid only for its own amount, through the
 * same conditional moves as a card, so a repeated notification changes nothing and is answered as taken.
 */
export async function handleBingaNotify(
  db: Db,
  binga: { merchantId: string; merchantSecret: string; provider: PaymentProvider } | null,
  posted: Record<string, string>,
  log: FastifyBaseLogger,
  now: Date,
): Promise<string> {
  const p = Object.fromEntries(Object.entries(posted).map(([k, v]) => [k, String(v).trim()]));
  const { code = '', externalId = '', amount = '', buyerEmail = '' } = p;
  if (!binga || !code || !externalId || !AMOUNT.test(amount)) {
    log.warn({ code, externalId }, 'Binga notification incomplete or Binga not set up');
    return answer(false, now);
  }
  const expected = bingaChecksum('PAY', { amount, storeId: binga.merchantId, externalId, buyerEmail }, binga.merchantSecret);
  if (!checksumMatches(p.orderCheckSum, expected)) {
    log.warn({ code, externalId }, 'Binga notification with a wrong checksum refused');
    return answer(false, now);
  }
  const intentId = bingaIntentId(code);
  const [order] = await db.select().from(orders).where(eq(orders.paymentIntentId, intentId));
  if (!order || order.orderNumber !== externalId || order.paymentMethod !== 'cash_voucher') {
    log.warn({ code, externalId }, 'Binga notification for no order of this shop');
    return answer(false, now);
  }

  const [units = '0', cents = ''] = amount.split('.');
  const intent: IntentState = { id: intentId, status: 'succeeded', amount: Number(units) * 100 + Number(cents.padEnd(2, '0')), currency: 'mad', orderId: order.id, failure: null };
  const outcome = await db.transaction(async (tx) => {
    // Noted once per code: a repeat is answered as taken without moving anything.
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ eventId: `binga:${code}`, provider: 'binga', type: 'paid', orderId: order.id })
      .onConflictDoNothing({ target: paymentEvents.eventId })
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return 'duplicate' as const;
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    return current ? applyIntentInTx(tx, current, intent, now) : ('pending' as const);
  });
  if (outcome === 'late') await refundLatePayment(db, binga.provider, order.id, intentId);
  if (outcome === 'mismatch' || outcome === 'late') log.warn({ code, externalId, outcome }, 'Binga payment kept for the shop to settle');
  // Taken: paid now or before, or recorded for the shop to settle (a wrong amount, a cancelled order): notifying again changes nothing.
  return answer(true, now);
}
