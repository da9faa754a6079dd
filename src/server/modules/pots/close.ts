import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { potShares, pots } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { toCentimes } from '../../domain/money.js';
import { createOrder, markPaid } from '../orders/index.js';
import { potPlacer, tryOrder, type PotDraft } from './create.js';
import type { PotDeps } from './deps.js';
import { lockPot, paidCentimes, type PotRow, type ShareRow } from './state.js';

/** The card's message: the organiser's, then each contributor's, signed with the name they chose to show. */
function cardMessage(draft: PotDraft, shares: ShareRow[]) {
  const notes = shares.filter((s) => s.message).map((s) => (s.showName ? `${s.message} (${s.name})` : s.message));
  return [draft.personalMessage, ...notes].filter(Boolean).join('\n') || null;
}

/**
 * Refunds shares already marked `refunded` (in the transaction that closed them, so each is refunded once)
 * through the provider that took each; one the provider refuses is `refund_failed`, for the shop to do by hand.
 */
export async function refundShares(db: Db, shares: ShareRow[], deps: PotDeps, now: Date) {
  for (const share of shares) {
    if (!share.intentId) continue;
    try {
      const done = await deps.payments.refund(db, share.provider, share.intentId);
      await db.update(potShares).set({ refundId: done.id, refundedAt: now }).where(eq(potShares.id, share.id));
    } catch {
      await db.update(potShares).set({ state: 'refund_failed' }).where(eq(potShares.id, share.id));
    }
  }
}

/** Closes an open or reached pot as `state`, marks every paid share for refund, and refunds them after the commit. */
async function closeAndRefund(db: Db, potId: string, from: PotRow['state'][], state: 'cancelled' | 'failed', reason: string | null, deps: PotDeps, now: Date) {
  const refunded = await db.transaction(async (tx) => {
    const pot = await lockPot(tx, potId);
    if (!from.includes(pot.state)) return null;
    await tx.update(pots).set({ state, failureReason: reason, closedAt: now, updatedAt: now }).where(eq(pots.id, potId));
    // A share still being paid finds the pot closed when its payment lands, and is refunded then.
    await tx.update(potShares).set({ expiresAt: now }).where(and(eq(potShares.potId, potId), eq(potShares.state, 'pending')));
    return tx
      .update(potShares)
      .set({ state: 'refunded', refundedAt: now })
      .where(and(eq(potShares.potId, potId), eq(potShares.state, 'paid')))
      .returning();
  });
  if (refunded) await refundShares(db, refunded, deps, now);
  return refunded !== null;
}

/**
 * The target is reached: the draft's order is placed as the checkout places one (re-validated, re-priced,
 * its stock taken now) and marked paid by the pot. An order the shop can no longer place (a gift gone,
 * a price changed) fails the pot, and every share is refunded.
 */
export async function placePotOrder(db: Db, potId: string, deps: PotDeps, now: Date) {
  const [pot] = await db.select().from(pots).where(eq(pots.id, potId));
  if (!pot || pot.state !== 'reached' || pot.orderId) return;
  const draft = pot.draft as PotDraft;
  const shares = await db.select().from(potShares).where(and(eq(potShares.potId, potId), eq(potShares.state, 'paid'))).orderBy(asc(potShares.paidAt));
  try {
    const order = await createOrder(db, { ...draft, paymentMethod: 'stripe', totalAmount: pot.target, personalMessage: cardMessage(draft, shares) }, potPlacer, {
      publicUrl: deps.publicUrl,
      now,
      shopRules: deps.shopRules,
    });
    await db.transaction(async (tx) => {
      await markPaid(tx, order.id, `pot_${pot.id}`, now);
      await tx.update(pots).set({ orderId: order.id, closedAt: now, updatedAt: now }).where(eq(pots.id, pot.id));
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await closeAndRefund(db, potId, ['reached'], 'failed', err.message, deps, now);
  }
}

const NOT_OPEN = 'Cette cagnotte est close.';

/** The organiser cancels: every share paid goes back through its provider. */
export async function cancelPot(db: Db, pot: PotRow, deps: PotDeps, now: Date) {
  if (!(await closeAndRefund(db, pot.id, ['open'], 'cancelled', null, deps, now))) throw new AppError('pot_closed', NOT_OPEN);
}

/**
 * The organiser chooses cheaper gift(s): priced again by a trial order, the new total becomes the target.
 * It may not fall below what is already paid (a share is refunded whole or not at all); reaching it places the order.
 */
export async function lowerPot(db: Db, pot: PotRow, items: PotDraft['items'], deps: PotDeps, now: Date) {
  if (pot.state !== 'open') throw new AppError('pot_closed', NOT_OPEN);
  const draft: PotDraft = { ...(pot.draft as PotDraft), items };
  const total = await tryOrder(db, draft, undefined, deps, now);
  const reached = await db.transaction(async (tx) => {
    const locked = await lockPot(tx, pot.id);
    if (locked.state !== 'open') throw new AppError('pot_closed', NOT_OPEN);
    const paid = await paidCentimes(tx, pot.id);
    if (toCentimes(total) < paid) {
      const message = 'Le nouveau cadeau coûte moins que ce qui a déjà été donné.';
      throw new AppError('invalid_data', message, { issues: [{ path: 'items', message }] });
    }
    const done = toCentimes(total) === paid;
    await tx.update(pots).set({ draft, target: total, updatedAt: now, ...(done ? { state: 'reached' as const } : {}) }).where(eq(pots.id, pot.id));
    return done;
  });
  if (reached) await placePotOrder(db, pot.id, deps, now);
}

export const sharesOf = (db: Db, potIds: string[]) => (potIds.length ? db.select().from(potShares).where(inArray(potShares.potId, potIds)) : Promise.resolve([]));
