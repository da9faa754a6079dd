import type { DbOrTx } from '../../db/client.js';

/**
 * What orders needs from payments. The payment registry provides it as `app.payments`, and order code
 * receives it from there, so orders never imports payments (payments imports orders).
 */
export interface PaymentsPort {
  /** Whether a card provider takes payments now. */
  acceptsCards(db: DbOrTx): Promise<boolean>;
  /** Gives a card payment back (all of it, or `amount` dirhams) through the provider that took it; throws when that provider cannot. */
  refund(db: DbOrTx, provider: string | null, intentId: string, amount?: string): Promise<{ id: string }>;
}
