import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';
import { invalid, notFound } from '../../../http/app-error.js';
import { toCentimes } from '../../../domain/money.js';
import { declineMessage } from '../decline-messages.js';
import { findPaymentTarget } from '../../../domain/payment-targets.js';
import type { IntentState, PaymentProvider } from './types.js';

const random = (bytes: number) => randomBytes(bytes).toString('hex');

/** The usual test card numbers and what each does. */
const testCards: Record<string, { code: string; reason: string } | null> = {
  '4242424242424242': null,
  '4000000000000002': { code: 'card_declined', reason: declineMessage('card_declined') },
  '4000000000009995': { code: 'insufficient_funds', reason: declineMessage('insufficient_funds') },
};

type TestCardOutcome = { status: 'succeeded' } | { status: 'failed'; code: string; reason: string };

/** What the "Mode test" card form does with a card: one of the known numbers, and not expired. */
export function testCardOutcome(cardNumber: string, expiry: string, now: Date): TestCardOutcome {
  if (!(cardNumber in testCards)) return { status: 'failed', code: 'invalid_number', reason: declineMessage('invalid_number') };
  const [month, year] = expiry.split('/').map(Number);
  const endOfMonth = Date.UTC(2000 + (year ?? 0), month ?? 0, 1);
  if (endOfMonth <= now.getTime()) return { status: 'failed', code: 'expired_card', reason: declineMessage('expired_card') };
  const decline = testCards[cardNumber];
  return decline ? { status: 'failed', ...decline } : { status: 'succeeded' };
}

/**
 * The built-in provider for development and demos: nothing leaves the server. Its "remote" state is
 * the order row itself, which the test card form updates through the same path as a real provider.
 */
export function testProvider(db: DbOrTx): PaymentProvider {
  return {
    name: 'test',
    publishableKey: null,
    async createIntent() {
      const id = `test_pi_${random(12)}`;
      return { id, clientSecret: `${id}_secret_${random(12)}` };
    },
    async retrieve(id): Promise<IntentState> {
      const [order] = await db.select().from(orders).where(eq(orders.paymentIntentId, id));
      if (!order) {
        // Not an order's: a share of a gift paid together, whose row is its "remote" state.
        const other = await findPaymentTarget(db, id);
        if (!other) throw notFound('Paiement introuvable');
        const { amount, currency, status, failure } = other.found;
        return { id, status, amount, currency, orderId: null, failure };
      }
      const failure =
        order.paymentStatus === 'failed'
          ? { reason: order.paymentFailureReason ?? declineMessage('card_declined'), code: order.paymentFailureCode ?? 'card_declined' }
          : null;
      const status = order.paymentStatus === 'completed' ? 'succeeded' : failure ? 'failed' : 'pending';
      return { id, status, amount: toCentimes(order.totalAmount), currency: order.currency.toLowerCase(), orderId: order.id, failure };
    },
    async refund() {
      return { id: `test_re_${random(12)}` };
    },
    parseWebhook() {
      throw invalid('Le mode test ne reçoit pas de webhook');
    },
  };
}
