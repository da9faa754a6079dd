import type { DbOrTx } from '../../db/client.js';

/** What the order lifecycle needs from payments, handed in by the caller so orders never imports payments. */
export interface PaymentsPort {
  /** Gives a card payment back through the provider that took it; throws when that provider cannot. */
  refund(db: DbOrTx, provider: string | null, intentId: string): Promise<{ id: string }>;
}
