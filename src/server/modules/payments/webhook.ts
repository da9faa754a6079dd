import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { paymentEvents } from '../../db/schema/index.js';
import { applyIntentInTx, orderForIntent, refundLatePayment } from './apply.js';
import type { PaymentProvider } from './providers/types.js';
import { findPaymentTarget } from '../../domain/payment-targets.js';

/**
 * A provider event, applied once: the event id is recorded with `on conflict do nothing` in the same
 * transaction as its effect, so a redelivered event changes nothing and a failed one is retried whole.
 * The event's payload is not trusted for order or amounts: the intent is re-read from the provider, which
 * also settles events that arrive out of order (a late "failed" after a "succeeded" reads "succeeded").
 */
export async function handleWebhook(db: Db, provider: PaymentProvider, rawBody: Buffer, headers: IncomingHttpHeaders, log: FastifyBaseLogger, now: Date) {
  const event = provider.parseWebhook(rawBody, headers);
  const intent = event.intentId && event.type.startsWith('payment_intent.') ? await provider.retrieve(event.intentId) : null;
  const order = intent ? await orderForIntent(db, intent) : undefined;
  // An intent no order made may pay a share of a gift paid together: applied once (its move is
  // conditional), then the event is recorded, so a failure is retried whole and a replay changes nothing.
  const other = intent && !order ? await findPaymentTarget(db, intent.id) : null;
  if (intent && other) {
    const outcome = await other.target.apply(db, intent, now);
    await db.insert(paymentEvents).values({ eventId: event.id, provider: provider.name, type: event.type, orderId: null }).onConflictDoNothing({ target: paymentEvents.eventId });
    return outcome;
  }

  const outcome = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, provider: provider.name, type: event.type, orderId: order?.id ?? null })
      .onConflictDoNothing({ target: paymentEvents.eventId })
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return 'duplicate' as const;
    return intent && order ? applyIntentInTx(tx, order, intent, now) : ('ignored' as const);
  });

  if (outcome === 'twice') log.warn({ eventId: event.id, intentId: intent?.id, orderId: order?.id }, 'second payment for an order already paid');
  if (outcome === 'mismatch') log.warn({ eventId: event.id, intentId: intent?.id, orderId: order?.id }, 'payment amount does not match the order');
  if (outcome === 'late' && order && intent) await refundLatePayment(db, provider, order.id, intent.id);
  return outcome;
}
