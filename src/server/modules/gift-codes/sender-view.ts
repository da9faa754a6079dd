import { asc, eq } from 'drizzle-orm';
import type { OrderGiftCodes, SenderGiftCodeState } from '../../../contracts/gift-codes.js';
import type { Db } from '../../db/client.js';
import { giftCodes, orderItems } from '../../db/schema/index.js';

type CodeRow = typeof giftCodes.$inferSelect;

/** Sent once its e-card is in the outbox and its hour has come; opened and used as the recipient acts. */
function stateOf(row: CodeRow, now: Date): SenderGiftCodeState {
  if (row.redeemedAt) return 'used';
  if (row.openedAt) return 'opened';
  return row.ecardQueuedAt && row.sendAt <= now ? 'sent' : 'scheduled';
}

const masked = (code: string) => `••••-••••-${code.slice(-4)}`;

/** The codes of one order for its sender, in the order of its lines. */
export async function orderGiftCodes(db: Db, orderId: string, now: Date): Promise<OrderGiftCodes> {
  const rows = await db
    .select({ code: giftCodes, giftName: orderItems.name })
    .from(giftCodes)
    .innerJoin(orderItems, eq(orderItems.id, giftCodes.orderItemId))
    .where(eq(giftCodes.orderId, orderId))
    .orderBy(asc(orderItems.id), asc(giftCodes.createdAt));
  return rows.map(({ code, giftName }) => ({
    id: code.id,
    giftName,
    maskedCode: masked(code.code),
    state: stateOf(code, now),
    sendAt: code.sendAt.toISOString(),
    openedAt: code.openedAt?.toISOString() ?? null,
    redeemedAt: code.redeemedAt?.toISOString() ?? null,
    expiresAt: code.expiresAt.toISOString(),
  }));
}
