import type { DbOrTx } from '../../db/client.js';
import { recordEvent } from '../orders/events.js';
import type { PaymentProvider } from './providers/types.js';

/**
 * Gives a card payment back through its provider and writes the outcome in the order's history; a failed
 * refund is recorded for the shop to settle by hand rather than failing the customer's action.
 */
export async function refundPayment(db: DbOrTx, provider: PaymentProvider | null, orderId: string, intentId: string, why: string) {
  try {
    if (!provider) throw new Error('fournisseur de paiement non configuré');
    const refund = await provider.refund(intentId);
    await recordEvent(db, orderId, { type: 'refunded', actor: 'system', note: `${why}: remboursé (${refund.id})` });
    return true;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await recordEvent(db, orderId, { type: 'refund_failed', actor: 'system', note: `${why}: remboursement à faire (${intentId}): ${reason}` });
    return false;
  }
}
