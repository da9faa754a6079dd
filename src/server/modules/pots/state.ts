import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { potShares, pots } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import { hashToken } from './tokens.js';

export type PotRow = typeof pots.$inferSelect;
export type ShareRow = typeof potShares.$inferSelect;

/** The pot behind a link; whether it is the organiser's (their first link, or the one sent when the deadline passed short). */
export async function potByToken(db: DbOrTx, token: string): Promise<{ pot: PotRow; organiser: boolean; first: boolean }> {
  const hash = hashToken(token);
  const [pot] = await db
    .select()
    .from(pots)
    .where(or(eq(pots.tokenHash, hash), eq(pots.organiserTokenHash, hash), eq(pots.lateTokenHash, hash)));
  if (!pot) throw new AppError('pot_unknown', 'Cagnotte introuvable');
  const first = pot.organiserTokenHash === hash;
  return { pot, organiser: first || pot.lateTokenHash === hash, first };
}

/** Centimes the pot's shares take now: those paid, and those being paid whose hold has not lapsed. */
export async function takenCentimes(db: DbOrTx, potId: string, now: Date, opts: { except?: string } = {}) {
  const [row] = await db
    .select({ taken: sql<string>`coalesce(round(sum(${potShares.amount}) * 100), 0)::text` })
    .from(potShares)
    .where(
      and(
        eq(potShares.potId, potId),
        or(eq(potShares.state, 'paid'), and(eq(potShares.state, 'pending'), gt(potShares.expiresAt, now))),
        opts.except ? sql`${potShares.id} <> ${opts.except}` : undefined,
      ),
    );
  return Number(row?.taken ?? 0);
}

export async function paidCentimes(db: DbOrTx, potId: string) {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(round(sum(${potShares.amount}) * 100), 0)::text` })
    .from(potShares)
    .where(and(eq(potShares.potId, potId), eq(potShares.state, 'paid')));
  return Number(row?.paid ?? 0);
}

/** The pot's row, locked until the end of the caller's transaction: every move of its shares takes it first. */
export async function lockPot(tx: DbOrTx, potId: string) {
  const [pot] = await tx.select().from(pots).where(eq(pots.id, potId)).for('update');
  if (!pot) throw notFound('Cagnotte introuvable');
  return pot;
}

/** Open, and before its deadline (the organiser may still top up after it). */
export const takesShares = (pot: PotRow, now: Date, organiser: boolean) => pot.state === 'open' && (organiser || pot.deadline.getTime() > now.getTime());
