import { and, eq, gt, isNull } from 'drizzle-orm';
import type { GiftCodeCheck, GiftCodeStatus } from '../../../contracts/gift-codes.js';
import type { Db } from '../../db/client.js';
import { giftCodes, orderItems, orders, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { formatGiftCode, normalizeGiftCode } from './code.js';

const unknown = () => new AppError('gift_code_unknown', 'Code cadeau inconnu');

/** A used code stays `redeemed` whatever befalls its order; an unused code of a cancelled order is `void`. */
export const codeStatus = (row: { redeemedAt: Date | null; expiresAt: Date }, now: Date, orderCancelled = false): GiftCodeStatus =>
  row.redeemedAt ? 'redeemed' : orderCancelled ? 'void' : row.expiresAt <= now ? 'expired' : 'valid';

/** A code's row with what the counter needs to see; only codes whose e-card has been queued count. */
async function findCode(db: Db, typed: string) {
  const code = normalizeGiftCode(typed);
  if (!code) throw unknown();
  const [row] = await db
    .select({
      code: giftCodes.code,
      orderId: giftCodes.orderId,
      expiresAt: giftCodes.expiresAt,
      redeemedAt: giftCodes.redeemedAt,
      giftName: orderItems.name,
      image: orderItems.image,
      recipientName: orders.recipientName,
      orderNumber: orders.orderNumber,
      orderStatus: orders.status,
      redeemer: users,
    })
    .from(giftCodes)
    .innerJoin(orders, eq(orders.id, giftCodes.orderId))
    .innerJoin(orderItems, eq(orderItems.id, giftCodes.orderItemId))
    .leftJoin(users, eq(users.id, giftCodes.redeemedBy))
    .where(eq(giftCodes.code, code));
  // A cancelled order's codes still answer, as void or as used: the partner's record of what it honoured stays.
  if (!row) throw unknown();
  return row;
}

/** `GET /api/gift-codes/:code`: what it is for and whether it may be used now. */
export async function checkGiftCode(db: Db, typed: string, now: Date): Promise<GiftCodeCheck> {
  const row = await findCode(db, typed);
  const by = row.redeemer ? [row.redeemer.firstName, row.redeemer.lastName].filter(Boolean).join(' ') || row.redeemer.email : null;
  return {
    code: formatGiftCode(row.code),
    status: codeStatus(row, now, row.orderStatus === 'cancelled'),
    gift: { name: row.giftName, image: row.image },
    recipientName: row.recipientName,
    orderNumber: row.orderNumber,
    expiresAt: row.expiresAt.toISOString(),
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
    redeemedBy: by,
  };
}

/**
 * Marks a code used, once: one conditional update whose WHERE repeats the rule (not used, not expired),
 * so of any number of simultaneous redemptions exactly one returns the row; the others are told why not.
 * The order's row is held meanwhile: a customer's cancellation waits, then sees the code used and is
 * refused (orders/transitions.ts), and a code whose order was cancelled first is void.
 */
export async function redeemGiftCode(db: Db, typed: string, userId: string, now: Date): Promise<GiftCodeCheck> {
  const row = await findCode(db, typed);
  const used = await db.transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, row.orderId)).for('share');
    if (!order || order.status === 'cancelled') return false;
    const [done] = await tx
      .update(giftCodes)
      .set({ redeemedAt: now, redeemedBy: userId })
      .where(and(eq(giftCodes.code, row.code), isNull(giftCodes.redeemedAt), gt(giftCodes.expiresAt, now)))
      .returning({ id: giftCodes.id });
    return done !== undefined;
  });
  if (!used) {
    const current = await checkGiftCode(db, row.code, now);
    if (current.status === 'redeemed') throw new AppError('gift_code_redeemed', 'Ce code cadeau a déjà été utilisé.', { redeemedAt: current.redeemedAt ?? '' });
    if (current.status === 'void') throw new AppError('gift_code_void', 'Ce code cadeau a été annulé avec sa commande.');
    throw new AppError('gift_code_expired', 'Ce code cadeau a expiré.', { expiresAt: current.expiresAt });
  }
  return checkGiftCode(db, row.code, now);
}
