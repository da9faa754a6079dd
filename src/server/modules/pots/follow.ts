import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox, pots } from '../../db/schema/index.js';
import { fromCentimes } from '../../domain/money.js';
import { newToken } from '../../lib/secrets/tokens.js';
import { placePotOrder } from './close.js';
import type { PotDeps } from './deps.js';
import { organiserNews } from './news.js';
import { lockPot, paidCentimes } from './state.js';
import { hashToken } from './tokens.js';

/**
 * Pots whose deadline passed short: the organiser is told once, with a link of their own drawn for this
 * e-mail (the first is never kept), to top up, lower the gift or cancel.
 */
export async function noticeOverduePots(db: Db, deps: PotDeps, now: Date) {
  const due = await db
    .select()
    .from(pots)
    .where(and(eq(pots.state, 'open'), lte(pots.deadline, now), isNull(pots.overdueNoticedAt)))
    .limit(50);
  for (const pot of due) {
    const token = newToken();
    const news = await organiserNews(
      db,
      pot,
      { kind: 'overdue', paid: fromCentimes(await paidCentimes(db, pot.id)), target: pot.target, organiserLink: `${deps.publicUrl}/pot/${token}` },
      deps.publicUrl,
    );
    await db.transaction(async (tx) => {
      const locked = await lockPot(tx, pot.id);
      // Another copy of the server told it first, or the pot moved meanwhile.
      if (locked.state !== 'open' || locked.overdueNoticedAt) return;
      await tx.update(pots).set({ lateTokenHash: hashToken(token), overdueNoticedAt: now }).where(eq(pots.id, pot.id));
      if (news) await tx.insert(outbox).values(news);
    });
  }
}

/**
 * Pots reached whose order was not written (the server stopped between the share that reached the target
 * and the order): placed again, under the pot's lock, so a placement still running is never doubled.
 */
export async function retryPotOrders(db: Db, deps: PotDeps, now: Date) {
  const stranded = await db
    .select({ id: pots.id })
    .from(pots)
    .where(and(eq(pots.state, 'reached'), isNull(pots.orderId)))
    .limit(20);
  for (const pot of stranded) await placePotOrder(db, pot.id, deps, now);
}

/** The pots' scheduled work. */
export async function followPots(db: Db, deps: PotDeps, now: Date) {
  await retryPotOrders(db, deps, now);
  await noticeOverduePots(db, deps, now);
}
