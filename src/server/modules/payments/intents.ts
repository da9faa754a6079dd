import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { conflict, invalid } from '../../lib/app-error.js';
import type { OrderRow } from '../orders/read.js';
import type { PaymentProvider } from './providers/types.js';

const CARD_UNAVAILABLE = 'Le paiement par carte n’est pas disponible pour le moment.';

/** Why this order cannot take a card payment now; undefined when it can. */
export function notPayable(order: OrderRow, now = new Date()) {
  if (order.paymentMethod !== 'stripe') return invalid('Cette commande se règle par virement bancaire.');
  if (order.paymentStatus === 'completed') return conflict('Cette commande est déjà payée.', { code: 'already_paid' });
  if (order.status !== 'pending') return conflict('Cette commande ne peut plus être payée.', { code: 'not_payable' });
  if (order.expiresAt && order.expiresAt <= now) return conflict('Le délai de paiement de cette commande a expiré.', { code: 'expired' });
  return undefined;
}

/**
 * A new intent for the order's own total (never the client's `amount`). A retry after a failure gets a
 * fresh intent; the order keeps only the latest one, so an abandoned attempt cannot mark it failed.
 */
export async function createPaymentIntent(db: Db, provider: PaymentProvider | null, order: OrderRow) {
  const problem = notPayable(order);
  if (problem) throw problem;
  if (!provider) throw invalid(CARD_UNAVAILABLE);
  const intent = await provider.createIntent(order);
  const [updated] = await db
    .update(orders)
    .set({
      paymentIntentId: intent.id,
      paymentProvider: provider.name,
      paymentStatus: 'pending',
      paymentFailureReason: null,
      paymentFailureCode: null,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending'), inArray(orders.paymentStatus, ['pending', 'failed'])))
    .returning({ id: orders.id });
  if (!updated) throw conflict('Cette commande ne peut plus être payée.', { code: 'not_payable' });
  return { clientSecret: intent.clientSecret, provider: provider.name, paymentIntentId: intent.id, amount: order.totalAmount };
}
