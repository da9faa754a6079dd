import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { outbox, potShares, pots, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { toCentimes } from '../../domain/money.js';
import { createOrder, markPaid } from '../orders/index.js';
import { potPlacer, tryOrder, type PotDraft } from './create.js';
import type { PotDeps } from './deps.js';
import { lockPot, paidCentimes, type PotRow, type ShareRow } from './state.js';
import { organiserNews } from './news.js';

/** The card's message: the organiser's, then each contributor's, signed with the name they chose to show. */
function cardMessage(draft: PotDraft, shares: ShareRow[]) {
  const notes = shares.filter((s) => s.message).map((s) => (s.showName ? `${s.message} (${s.name})` : s.message));
  return [draft.personalMessage, ...notes].filter(Boolean).join('\n') || null;
}

/**
 * Refunds shares already marked `refunded` (in the transaction that closed them, so each is refunded once)
 * through the provider that took each; one the provider refuses is `refund_failed`, for the shop to do by hand.
 */
export async function refundShares(db: DbOrTx, shares: ShareRow[], deps: PotDeps, now: Date) {
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

/**
 * Closes an open or reached pot as `state`, marks every paid share for refund, and refunds them after the
 * commit. A pot that failed tells its organiser, in the same transaction.
 */
async function closeAndRefund(db: Db, potId: string, from: PotRow['state'][], state: 'cancelled' | 'failed', reason: string | null, deps: PotDeps, now: Date) {
  const [before] = await db.select().from(pots).where(eq(pots.id, potId));
  const news = before && state === 'failed' ? await organiserNews(db, before, { kind: 'failed', reason: reason ?? '' }, deps.publicUrl) : null;
  const refunded = await db.transaction(async (tx) => {
    const pot = await lockPot(tx, potId);
    if (!from.includes(pot.state)) return null;
    await tx.update(pots).set({ state, failureReason: reason, closedAt: now, updatedAt: now }).where(eq(pots.id, potId));
    // A share still being paid finds the pot closed when its payment lands, and is refunded then.
    await tx.update(potShares).set({ expiresAt: now }).where(and(eq(potShares.potId, potId), eq(potShares.state, 'pending')));
    if (news) await tx.insert(outbox).values(news);
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
 * its stock taken now) and marked paid by the pot, under the pot's lock, so the share that reached it and
 * the job that retries it (`retryPotOrders`) never place it twice. It belongs to the organiser's account
 * when they were signed in. An order the shop can no longer place (a gift gone, a price changed) fails the
 * pot, and every share is refunded.
 */
export async function placePotOrder(db: Db, potId: string, deps: PotDeps, now: Date) {
  const [pot] = await db.select().from(pots).where(eq(pots.id, potId));
  if (!pot || pot.state !== 'reached' || pot.orderId) return;
  const draft = pot.draft as PotDraft;
  const shares = await db.select().from(potShares).where(and(eq(potShares.potId, potId), eq(potShares.state, 'paid'))).orderBy(asc(potShares.paidAt));
  const owner = pot.customerId ? await accountOf(db, pot.customerId) : null;
  try {
    await db.transaction(async (tx) => {
      const locked = await lockPot(tx, potId);
      if (locked.state !== 'reached' || locked.orderId) return;
      const placer = { ...potPlacer, customer: owner };
      const order = await createOrder(tx, { ...draft, paymentMethod: 'stripe', totalAmount: pot.target, personalMessage: cardMessage(draft, shares) }, placer, {
        publicUrl: deps.publicUrl,
        now,
        shopRules: deps.shopRules,
      });
      await markPaid(tx, order.id, potPaymentOf(pot.id), now);
      await tx.update(pots).set({ orderId: order.id, closedAt: now, updatedAt: now }).where(eq(pots.id, pot.id));
      const news = await organiserNews(tx, pot, { kind: 'reached', target: pot.target, orderNumber: order.orderNumber }, deps.publicUrl);
      if (news) await tx.insert(outbox).values(news);
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await closeAndRefund(db, potId, ['reached'], 'failed', err.message, deps, now);
  }
}

/** The organiser's account, as the checkout's placer knows a signed-in customer; null once it is gone. */
async function accountOf(db: Db, customerId: string) {
  const [user] = await db.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, customerId));
  return user ?? null;
}

/** The payment a pot's order carries (markPaid in placePotOrder). */
export const potPaymentOf = (potId: string) => `pot_${potId}`;

/**
 * The pot's order cancelled (by the shop or the customer): each share goes back through its own provider,
 * and the pot is cancelled. A share its provider refuses stays `refund_failed`, and the order's refund is
 * recorded as failed for the shop to finish by hand; only a refund of the whole order is split this way.
 */
export async function refundPotOrder(db: DbOrTx, intentId: string, amount: string | undefined, deps: PotDeps, now: Date) {
  if (!intentId.startsWith('pot_')) return null;
  const [pot] = await db.select().from(pots).where(and(eq(pots.id, intentId.slice(4)), isNotNull(pots.orderId)));
  if (!pot) return null;
  if (amount !== undefined && toCentimes(amount) !== toCentimes(pot.target)) throw new Error('une cagnotte se rembourse entière, part par part');
  // One conditional statement: told twice, the second finds nothing left to refund.
  const shares = await db
    .update(potShares)
    .set({ state: 'refunded', refundedAt: now })
    .where(and(eq(potShares.potId, pot.id), eq(potShares.state, 'paid')))
    .returning();
  await db.update(pots).set({ state: 'cancelled', closedAt: now, updatedAt: now }).where(and(eq(pots.id, pot.id), eq(pots.state, 'reached')));
  await refundShares(db, shares, deps, now);
  const failed = await db.select({ id: potShares.id }).from(potShares).where(and(eq(potShares.potId, pot.id), eq(potShares.state, 'refund_failed')));
  if (failed.length) throw new Error(`${failed.length} participation(s) non remboursée(s)`);
  return { id: `${intentId}_refund` };
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
