import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SHARE_HOLD_MINUTES, type CreateShareSchema } from '../../../contracts/pots.js';
import type { Db } from '../../db/client.js';
import { potShares, pots } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { fromCentimes, toCentimes } from '../../domain/money.js';
import type { IntentNews, PaymentTarget } from '../../domain/payment-targets.js';
import type { PaymentProvider } from '../payments/index.js';
import type { PotDeps } from './deps.js';
import { placePotOrder, refundPotOrder, refundShares } from './close.js';
import { lockPot, paidCentimes, takenCentimes, takesShares, type PotRow } from './state.js';
import type { PotDraft } from './create.js';

const CARD_UNAVAILABLE = 'Le paiement par carte n’est pas disponible pour le moment.';
const CLOSED = 'Cette cagnotte n’accepte plus de participation.';

/** The recipient's first name: all a contributor needs to know who the gift is for. */
export const firstNameOf = (pot: PotRow) => ((pot.draft as PotDraft).recipientName ?? '').trim().split(/\s+/)[0] ?? '';

/**
 * `POST /api/pots/:token/shares`: reserves the share (pending) with the pot's row locked, so that the
 * shares paid and being paid never exceed the target whoever pays at the same moment, then starts its
 * card payment with the shop's provider, answered as `create-payment-intent` answers an order's.
 */
export async function startShare(
  db: Db,
  provider: PaymentProvider | null,
  access: { pot: PotRow; organiser: boolean; token: string },
  input: z.output<typeof CreateShareSchema>,
  now: Date,
) {
  if (!provider) throw new AppError('card_unavailable', CARD_UNAVAILABLE);
  const amount = toCentimes(input.amount);
  const share = await db.transaction(async (tx) => {
    const pot = await lockPot(tx, access.pot.id);
    if (!takesShares(pot, now, access.organiser)) throw new AppError('pot_closed', CLOSED);
    // Read after the lock: a share reserved by a concurrent request has committed by now.
    const left = toCentimes(pot.target) - (await takenCentimes(tx, pot.id, now));
    if (amount > left) {
      throw new AppError('share_too_large', `Il reste ${fromCentimes(Math.max(left, 0))} DH à réunir.`, { remaining: fromCentimes(Math.max(left, 0)) });
    }
    const [row] = await tx
      .insert(potShares)
      .values({
        potId: pot.id,
        amount: fromCentimes(amount),
        name: input.name,
        message: input.message || null,
        showName: input.showName,
        byOrganiser: access.organiser,
        provider: provider.name,
        expiresAt: new Date(now.getTime() + SHARE_HOLD_MINUTES * 60_000),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('share not written');
    return row;
  });
  try {
    const draft = access.pot.draft as PotDraft;
    const { id, ...completion } = await provider.createIntent({
      id: share.id,
      orderNumber: `POT-${share.id.slice(0, 8).toUpperCase()}`,
      totalAmount: share.amount,
      currency: 'MAD',
      senderName: share.name,
      senderEmail: null,
      senderPhone: null,
      recipientName: draft.recipientName,
      locale: draft.locale ?? 'fr',
      // A hosted page (CMI) brings the giver back to the link they came from.
      returnPath: `/pot/${access.token}`,
    });
    await db.update(potShares).set({ intentId: id }).where(eq(potShares.id, share.id));
    return { provider: provider.name, paymentIntentId: id, amount: share.amount, ...completion };
  } catch (err) {
    // No payment started: the reservation goes at once.
    await db.delete(potShares).where(and(eq(potShares.id, share.id), eq(potShares.state, 'pending')));
    throw err;
  }
}

type Applied = Awaited<ReturnType<PaymentTarget['apply']>>;

/**
 * A share's card payment, as its provider tells it. Paid, it counts if it still fits the target (its
 * hold may have lapsed meanwhile) and the pot is still open; otherwise it is refunded at once. The
 * share that completes the target closes the pot, and its order is placed after the commit.
 */
export async function applySharePayment(db: Db, intent: IntentNews, now: Date, deps: PotDeps): Promise<Applied> {
  const [share] = await db.select().from(potShares).where(eq(potShares.intentId, intent.id));
  if (!share) return 'ignored';
  if (intent.status === 'failed') {
    // A declined card releases the reservation; a later success on the same payment still counts if it fits.
    await db.update(potShares).set({ expiresAt: now }).where(and(eq(potShares.id, share.id), eq(potShares.state, 'pending')));
    return share.state === 'pending' ? 'failed' : 'completed';
  }
  if (intent.status !== 'succeeded') return share.state === 'pending' ? 'pending' : 'completed';
  if (intent.amount !== toCentimes(share.amount) || intent.currency !== 'mad') return 'mismatch';

  const outcome = await db.transaction(async (tx) => {
    const pot = await lockPot(tx, share.potId);
    const [fresh] = await tx.select().from(potShares).where(eq(potShares.id, share.id)).for('update');
    // Told again: counted if it was, still not counted if it came too late.
    if (!fresh || fresh.state !== 'pending') return fresh?.state === 'paid' ? ('done' as const) : ('gone' as const);
    const others = await takenCentimes(tx, pot.id, now, { except: share.id });
    if (pot.state !== 'open' || others + toCentimes(share.amount) > toCentimes(pot.target)) {
      // Too late: the pot closed, or the lapsed hold was taken by others. Marked now, refunded after the commit.
      await tx.update(potShares).set({ state: 'refunded', paidAt: now, refundedAt: now }).where(eq(potShares.id, share.id));
      return 'late' as const;
    }
    await tx.update(potShares).set({ state: 'paid', paidAt: now }).where(eq(potShares.id, share.id));
    if ((await paidCentimes(tx, pot.id)) < toCentimes(pot.target)) return 'paid' as const;
    await tx.update(pots).set({ state: 'reached', updatedAt: now }).where(and(eq(pots.id, pot.id), eq(pots.state, 'open')));
    return 'reached' as const;
  });
  if (outcome === 'gone') return 'late';
  if (outcome === 'late') {
    // A payment only held (CMI's pre-authorisation) is not captured: nothing to give back.
    if (!intent.held) await refundShares(db, [share], deps, now);
    return 'late';
  }
  if (outcome === 'reached') await placePotOrder(db, share.potId, deps, now);
  return 'completed';
}

/** The pots as a payment target: the payments module finds and applies a share's intent through it. */
export function potPaymentTarget(deps: PotDeps): PaymentTarget {
  return {
    async find(db, intentId) {
      const [share] = await db.select().from(potShares).where(eq(potShares.intentId, intentId));
      if (!share) return null;
      const status = share.state === 'pending' ? 'pending' : 'succeeded';
      return { provider: share.provider, amount: toCentimes(share.amount), currency: 'mad', status, failure: null };
    },
    async intentOf(db, provider, reference) {
      // A share's reference is `POT-` and the start of its id (startShare); its intent id starts with the provider's prefix and it.
      if (!/^POT-[0-9A-F]{8}$/.test(reference)) return null;
      const prefix = `${provider}_${reference}_`;
      const [share] = await db
        .select({ intentId: potShares.intentId })
        .from(potShares)
        .where(and(eq(potShares.provider, provider), sql`left(${potShares.intentId}, ${prefix.length}) = ${prefix}`))
        .orderBy(desc(potShares.createdAt))
        .limit(1);
      return share?.intentId ?? null;
    },
    refundOwn: (db, intentId, amount) => refundPotOrder(db, intentId, amount, deps, deps.now()),
    apply: (db, intent, now) => applySharePayment(db, intent, now, deps),
  };
}
