import { desc, eq, inArray } from 'drizzle-orm';
import type { AdminPot, Pot } from '../../../contracts/pots.js';
import type { Db } from '../../db/client.js';
import { gifts, orders, pots } from '../../db/schema/index.js';
import { fromCentimes, toCentimes } from '../../domain/money.js';
import { sharesOf } from './close.js';
import type { PotDraft } from './create.js';
import { firstNameOf } from './shares.js';
import type { PotRow, ShareRow } from './state.js';

const sum = (shares: ShareRow[]) => shares.reduce((total, s) => total + toCentimes(s.amount), 0);
const overdueAt = (pot: PotRow, now: Date) => pot.state === 'open' && pot.deadline.getTime() <= now.getTime();

async function orderNumberOf(db: Db, orderId: string | null) {
  if (!orderId) return null;
  const [row] = await db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
  return row?.orderNumber ?? null;
}

/**
 * The pot as its link shows it. A contributor sees the names given to be shown, amounts only when the
 * organiser allows, and no message (those are for the card); the organiser sees everything, and the
 * contributors' link to share again (`shareToken`, derived from the organiser's first link).
 */
export async function readPot(db: Db, pot: PotRow, viewer: { organiser: boolean; shareToken: string | null }, now: Date): Promise<Pot> {
  const { organiser } = viewer;
  const shares = await sharesOf(db, [pot.id]);
  const paid = shares.filter((s) => s.state === 'paid').sort((a, b) => (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0));
  const held = shares.filter((s) => s.state === 'pending' && s.expiresAt.getTime() > now.getTime());
  const remaining = pot.state === 'open' ? Math.max(0, toCentimes(pot.target) - sum(paid) - sum(held)) : 0;
  const draft = pot.draft as PotDraft;
  const lines = draft.items;
  const rows = await db.select({ id: gifts.id, name: gifts.name, images: gifts.images }).from(gifts).where(inArray(gifts.id, lines.map((l) => l.giftId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    id: pot.id,
    state: pot.state,
    organiser,
    target: pot.target,
    paid: fromCentimes(sum(paid)),
    remaining: fromCentimes(remaining),
    deadline: pot.deadline.toISOString(),
    overdue: overdueAt(pot, now),
    showAmounts: pot.showAmounts,
    recipientFirstName: firstNameOf(pot),
    gifts: lines.map((l) => ({ giftId: l.giftId, name: byId.get(l.giftId)?.name ?? { fr: '' }, image: byId.get(l.giftId)?.images[0] ?? null, quantity: l.quantity })),
    contributors: paid.map((s) => ({
      name: organiser || s.showName ? s.name : null,
      amount: organiser || pot.showAmounts ? s.amount : null,
      message: organiser ? s.message : null,
    })),
    orderNumber: await orderNumberOf(db, pot.orderId),
    failureReason: pot.failureReason,
    shareToken: viewer.shareToken,
  };
}

/** `GET /api/admin/pots`: the latest pots and their state, for the back office. */
export async function listPots(db: Db, now: Date): Promise<AdminPot[]> {
  const rows = await db
    .select({ pot: pots, orderNumber: orders.orderNumber })
    .from(pots)
    .leftJoin(orders, eq(orders.id, pots.orderId))
    .orderBy(desc(pots.createdAt))
    .limit(200);
  const shares = await sharesOf(
    db,
    rows.map((r) => r.pot.id),
  );
  return rows.map(({ pot, orderNumber }) => {
    const own = shares.filter((s) => s.potId === pot.id);
    return {
      id: pot.id,
      state: pot.state,
      target: pot.target,
      paid: fromCentimes(sum(own.filter((s) => s.state === 'paid'))),
      shares: own.filter((s) => s.paidAt).length,
      deadline: pot.deadline.toISOString(),
      overdue: overdueAt(pot, now),
      organiserEmail: pot.organiserEmail,
      recipientFirstName: firstNameOf(pot),
      orderId: pot.orderId,
      orderNumber: orderNumber ?? null,
      failureReason: pot.failureReason,
      refundsFailed: own.filter((s) => s.state === 'refund_failed').length,
      createdAt: pot.createdAt.toISOString(),
    };
  });
}
