import type { CardFormIntent } from '@/features/checkout/api/create-payment-intent';

export type CardOutcome = { ok: true; paymentIntentId: string } | { ok: false; message: string };

/** What the checkout needs from a card form, whichever provider draws it. */
export interface CardPayer {
  /** Checks the card fields before anything is created; false when the customer must fix them. */
  check(): Promise<boolean>;
  /** Confirms the intent the server created for the order. */
  confirm(intent: CardFormIntent, orderId: string): Promise<CardOutcome>;
}
