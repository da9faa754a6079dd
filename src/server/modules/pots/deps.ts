import type { ShopRules } from '../../lib/caches/shop-rules.js';
import type { PaymentsPort } from '../orders/index.js';

/** What the pots' moves need of the app: refunds through the provider that took a share, and the order's placing. */
export interface PotDeps {
  payments: PaymentsPort;
  publicUrl: string;
  shopRules?: ShopRules;
  /** The shop's clock (`app.now`), for moves that payments ask of the pots. */
  now: () => Date;
}
