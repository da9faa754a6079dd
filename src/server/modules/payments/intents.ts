import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { type OrderRow, notPayable, attachPayment } from '../orders/index.js';
import type { PaymentProvider } from './providers/types.js';

const CARD_UNAVAILABLE = 'Le paiement par carte n’est pas disponible pour le moment.';

/**
 * A new intent for the order's own total (never the client's `amount`). A retry after a failure gets a
 * fresh intent; the order keeps only the latest one, so an abandoned attempt cannot mark it failed.
 */
export async function createPaymentIntent(db: Db, provider: PaymentProvider | null, order: OrderRow, now: Date) {
  const problem = notPayable(order, now);
  if (problem) throw problem;
  if (!provider) throw new AppError('card_unavailable', CARD_UNAVAILABLE);
  // A client secret for the card form on the shop's page, or the hosted page the browser posts to.
  const { id, ...completion } = await provider.createIntent(order);
  const attached = await attachPayment(db, order.id, id, provider.name, now);
  if (!attached) throw new AppError('not_payable', 'Cette commande ne peut plus être payée.');
  return { provider: provider.name, paymentIntentId: id, amount: order.totalAmount, ...completion };
}
