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
  return outcome.status === 'succeeded'
    ? { status: 'completed', message: 'Paiement réussi', code: null }
    : { status: 'failed', message: outcome.reason, code: outcome.code };
}
