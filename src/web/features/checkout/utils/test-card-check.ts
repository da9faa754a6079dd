import { TestCardConfirmSchema } from '@contracts/orders';
import { isPastExpiry } from './card-format';

export type CardField = 'number' | 'expiry' | 'cvc';
/** Keys of `checkout:payment.test.errors`. */
export type CardProblem = 'number' | 'expiry' | 'expired' | 'cvc';

const rules = {
  number: TestCardConfirmSchema.shape.cardNumber,
  expiry: TestCardConfirmSchema.shape.expiry,
  cvc: TestCardConfirmSchema.shape.cvc,
};

/** What the "Mode test" form refuses before an order is created: a malformed field, or a card whose month is over. */
export function checkTestCard(values: Record<CardField, string>, now = new Date()): Partial<Record<CardField, CardProblem>> {
  const found: Partial<Record<CardField, CardProblem>> = {};
  for (const f of ['number', 'expiry', 'cvc'] as const) {
    if (!rules[f].safeParse(values[f]).success) found[f] = f;
  }
  if (!found.expiry && isPastExpiry(values.expiry, now)) found.expiry = 'expired';
  return found;
}
