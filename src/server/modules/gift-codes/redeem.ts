import { and, eq, gt, isNull } from 'drizzle-orm';
import type { GiftCodeCheck, GiftCodeStatus } from '../../../contracts/gift-codes.js';
import type { Db } from '../../db/client.js';
import { giftCodes, orderItems, orders, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatGiftCode, normalizeGiftCode } from './code.js';

const unknown = () => new AppError('gift_code_unknown', 'Code cadeau inconnu');

export const codeStatus = (row: { redeemedAt: Date | null; expiresAt: Date }, now: Date): GiftCodeStatus =>
  row.redeemedAt ? 'redeemed' : row.expiresAt <= now ? 'expired' : 'valid';

/** A code's row with what the counter needs to see; only codes whose e-card has been queued count. */
async function findCode(db: Db, typed: string) {
  const code = normalizeGiftCode(typed);
  if (!code) throw unknown();
  const [row] = await db
    .select({
      code: giftCodes.code,
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
  // A cancelled order's codes are void: the shop refunds it, so they answer as if they never existed.
  if (!row || row.orderStatus === 'cancelled') throw unknown();
  return row;
}

/** `GET /api/gift-codes/:code`: what it is for and whether it may be used now. */
export async function checkGiftCode(db: Db, typed: string, now: Date): Promise<GiftCodeCheck> {
  const row = await findCode(db, typed);
  const by = row.redeemer ? [row.redeemer.firstName, row.redeemer.lastName].filter(Boolean).join(' ') || row.redeemer.email : null;
  return {
    code: formatGiftCode(row.code),
    status: codeStatus(row, now),
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
 */
export async function redeemGiftCode(db: Db, typed: string, userId: string, now: Date): Promise<GiftCodeCheck> {
  const row = await findCode(db, typed);
  const [used] = await db
    .update(giftCodes)
    .set({ redeemedAt: now, redeemedBy: userId })
    .where(and(eq(giftCodes.code, row.code), isNull(giftCodes.redeemedAt), gt(giftCodes.expiresAt, now)))
    .returning({ id: giftCodes.id });
  if (!used) {
    const current = await checkGiftCode(db, row.code, now);
    if (current.status === 'redeemed') throw new AppError('gift_code_redeemed', 'Ce code cadeau a déjà été utilisé.', { redeemedAt: current.redeemedAt ?? '' });
    throw new AppError('gift_code_expired', 'Ce code cadeau a expiré.', { expiresAt: current.expiresAt });
  }
  return checkGiftCode(db, row.code, now);
}
