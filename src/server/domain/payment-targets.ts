import type { Db, DbOrTx } from '../db/client.js';

/** A card payment as its provider tells it, in centimes (payments/providers/types.ts `IntentState`, without the order). */
export interface IntentNews {
  id: string;
  status: 'succeeded' | 'failed' | 'pending';
  amount: number;
  currency: string;
  failure: { reason: string; code: string } | null;
  /** The provider only holds the money until the shop captures it (CMI's pre-authorisation): not captured, nothing to refund. */
  held?: boolean;
}

/**
 * What a card payment may pay besides an order: a share of a gift paid together (decision 053). Payments
 * look an intent up among orders first, then ask each target; `modules/index.ts` wires the list, so
 * payments import none of those modules.
 */
export interface PaymentTarget {
  /** The intent's payment as the shop recorded it, when this target made it; null otherwise. */
  find(
    db: DbOrTx,
    intentId: string,
  ): Promise<{ provider: string | null; amount: number; currency: string; status: IntentNews['status']; failure: IntentNews['failure'] } | null>;
  /** The intent this target recorded under a provider's own reference (CMI's `oid`), when it made one. */
  intentOf(db: DbOrTx, provider: string, reference: string): Promise<string | null>;
  /**
   * Gives back a payment this target made of its own (a pot's order is paid `pot_<id>` by its shares):
   * each part through the provider that took it. Null when the payment is not this target's.
   */
  refundOwn(db: DbOrTx, intentId: string, amount?: string): Promise<{ id: string } | null>;
  /** Applies the provider's news once (replays change nothing); 'ignored' when the intent is not this target's. */
  apply(db: Db, intent: IntentNews, now: Date): Promise<'completed' | 'failed' | 'pending' | 'mismatch' | 'late' | 'ignored'>;
}

let wired: PaymentTarget[] = [];

/** Sets the list, replacing any before (a second app in one process). */
export function wirePaymentTargets(targets: PaymentTarget[]) {
  wired = targets;
}

export const paymentTargets = (): readonly PaymentTarget[] => wired;

/** The first target that knows the intent, with what it recorded. */
export async function findPaymentTarget(db: DbOrTx, intentId: string) {
  for (const target of wired) {
    const found = await target.find(db, intentId);
    if (found) return { target, found };
  }
  return null;
}

/** The intent a target recorded under a provider's reference (CMI's `oid`), with its target. */
export async function findPaymentTargetByReference(db: DbOrTx, provider: string, reference: string) {
  for (const target of wired) {
    const intentId = await target.intentOf(db, provider, reference);
    if (intentId) return { target, intentId };
  }
  return null;
}

/** Refunds a payment one of the targets made of its own; null when none did. */
export async function refundOwnPayment(db: DbOrTx, intentId: string, amount?: string) {
  for (const target of wired) {
    const done = await target.refundOwn(db, intentId, amount);
    if (done) return done;
  }
  return null;
}
