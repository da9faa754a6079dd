import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TestCardConfirmSchema, TestCardResult } from '../../../contracts/orders.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import { assertAccess, type Viewer, notPayable } from '../orders/index.js';
import { toCentimes } from '../../domain/money.js';
import { syncIntent } from './apply.js';
import { testCardOutcome } from './providers/test-mode.js';
import type { IntentState, PaymentProvider } from './providers/types.js';
import { findPaymentTarget } from '../../domain/payment-targets.js';

const answer = (outcome: ReturnType<typeof testCardOutcome>): TestCardResult =>
  outcome.status === 'succeeded' ? { status: 'completed', message: 'Paiement réussi', code: null } : { status: 'failed', message: outcome.reason, code: outcome.code };

/** A test card on a payment that is not an order's (a share of a gift paid together): its intent id is its key. */
async function confirmOtherPayment(db: Db, input: z.output<typeof TestCardConfirmSchema>, now: Date): Promise<TestCardResult> {
  const other = await findPaymentTarget(db, input.paymentIntentId);
  if (!other || other.found.provider !== 'test') throw notFound('Paiement introuvable');
  if (other.found.status === 'succeeded') return { status: 'completed', message: 'Paiement réussi', code: null };
  const outcome = testCardOutcome(input.cardNumber, input.expiry, now);
  const failure = outcome.status === 'failed' ? { code: outcome.code, reason: outcome.reason } : null;
  const applied = await other.target.apply(db, { id: input.paymentIntentId, status: outcome.status, amount: other.found.amount, currency: other.found.currency, failure }, now);
  if (applied === 'late') return { status: 'failed', message: 'Paiement remboursé: la cagnotte est close ou complète.', code: 'pot_closed' };
  return answer(outcome);
}

/** `POST /api/payments/test/confirm`: the "Mode test" card form pays or declines the order's current intent. */
export async function confirmTestCard(
  db: Db,
  provider: PaymentProvider | null,
  viewer: Viewer,
  input: z.output<typeof TestCardConfirmSchema>,
  now: Date,
): Promise<TestCardResult> {
  if (provider?.name !== 'test') throw notFound('Le mode test n’est pas activé');
  const [row] = await db.select().from(orders).where(eq(orders.paymentIntentId, input.paymentIntentId));
  if (!row) return confirmOtherPayment(db, input, now);
  const order = assertAccess(viewer, row?.paymentProvider === 'test' ? row : undefined);
  const problem = notPayable(order, now);
  if (problem) throw problem;

  const outcome = testCardOutcome(input.cardNumber, input.expiry, now);
  const state: IntentState = {
    id: input.paymentIntentId,
    status: outcome.status,
    amount: toCentimes(order.totalAmount),
    currency: order.currency.toLowerCase(),
    orderId: order.id,
    failure: outcome.status === 'failed' ? { code: outcome.code, reason: outcome.reason } : null,
  };
  await syncIntent(db, provider, state, now);
  return answer(outcome);
}
