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
  /** Who issues cash payment codes (Binga) now; null when cash at an agency is not set up. */
  cashVouchers(db: DbOrTx): Promise<VoucherIssuer | null>;
}

/** What a cash code is asked for: the order as it is about to be written. */
export interface VoucherRequest {
  id: string;
  orderNumber: string;
  totalAmount: string;
  expiresAt: Date;
  senderName: string | null;
  senderEmail: string;
  senderPhone: string | null;
  locale: 'fr' | 'ar' | 'en';
}

/** Issues the code (the provider's call, made before the order's one write); `intentId` is stored as the order's payment. */
export type VoucherIssuer = (order: VoucherRequest) => Promise<{ intentId: string; code: string }>;
