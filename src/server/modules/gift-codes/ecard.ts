import { and, eq, isNull } from 'drizzle-orm';
import type { Ecard } from '../../../contracts/gift-codes.js';
import type { Db } from '../../db/client.js';
import { giftCodes, orderItems, orders } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import { hashToken } from '../../lib/secrets/tokens.js';
import { readSettingsOf } from '../settings/index.js';
import { formatGiftCode } from './code.js';
import { codeStatus } from './redeem.js';

/**
 * The recipient's e-card, by the token of its link. The first reading marks it opened, which the sender
 * then sees; the link only exists once the e-card has been queued, and a cancelled order's card is gone.
 */
export async function openEcard(db: Db, token: string, now: Date): Promise<Ecard> {
  const [row] = await db
    .select({ code: giftCodes, order: orders, item: orderItems })
    .from(giftCodes)
    .innerJoin(orders, eq(orders.id, giftCodes.orderId))
    .innerJoin(orderItems, eq(orderItems.id, giftCodes.orderItemId))
    .where(eq(giftCodes.ecardTokenHash, hashToken(token)));
  if (!row || row.order.status === 'cancelled') throw notFound('Carte cadeau introuvable');
  if (!row.code.openedAt) {
    await db.update(giftCodes).set({ openedAt: now }).where(and(eq(giftCodes.id, row.code.id), isNull(giftCodes.openedAt)));
  }
  const { company_name: shopName } = await readSettingsOf(db, ['company_name']);
  return {
    gift: { name: row.item.name, image: row.item.image },
    recipientName: row.order.recipientName,
    senderName: row.order.isAnonymous ? null : row.order.senderName,
    anonymous: row.order.isAnonymous,
    personalMessage: row.order.personalMessage,
    code: formatGiftCode(row.code.code),
    expiresAt: row.code.expiresAt.toISOString(),
    status: codeStatus(row.code, now),
    shopName,
  };
}
