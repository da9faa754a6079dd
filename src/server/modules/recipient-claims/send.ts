import { and, eq, notExists, sql } from 'drizzle-orm';
import { canonicalPhone } from '../../../contracts/phone.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { orders, recipientClaims } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/secrets/tokens.js';
import { enqueue, enqueueEmail, readNotificationSettings } from '../notifications/index.js';
import { recordEvent } from '../../domain/order-events.js';
import type { OrderRow } from '../orders/index.js';
import { readSettingsOf } from '../settings/index.js';
import { CLAIM_TEMPLATE, claimLinkEmail, claimLinkText } from './messages.js';

const DAY_MS = 86_400_000;
/** Orders one run sends links for at most; the next tick takes the rest. */
const BATCH = 50;

export const claimDays = async (db: DbOrTx) => Number((await readSettingsOf(db, ['recipient_claim_days'])).recipient_claim_days);

/**
 * Draws a fresh token, keeps its hash with the expiry, and queues the link to the recipient's phone (WhatsApp
 * when the shop has it, SMS otherwise) and e-mail if given. Runs in the caller's transaction.
 */
export async function sendClaimLink(tx: DbOrTx, order: OrderRow, publicUrl: string, now: Date, opts: { reminder?: boolean } = {}) {
  const days = await claimDays(tx);
  const token = newToken();
  await tx.insert(recipientClaims).values({
    orderId: order.id,
    tokenHash: hashToken(token),
    phone: order.recipientPhone,
    expiresAt: new Date(now.getTime() + days * DAY_MS),
    remindedAt: opts.reminder ? now : null,
  });
  const s = await readNotificationSettings(tx);
  const { company_name: shopName } = await readSettingsOf(tx, ['company_name']);
  const notice = {
    locale: order.locale,
    shopName,
    recipientName: order.recipientName,
    senderName: order.isAnonymous ? null : order.senderName,
    link: `${publicUrl}/gift/claim/${token}`,
    days,
  };
  // Like the e-card, the link is part of the gift: it leaves whatever the notification switches say.
  const channel = s.whatsappApiUrl ? 'whatsapp' : 'sms';
  // Tied to the order: withdrawn unsent if it is cancelled, and found again when the text could not go (unsent.ts).
  await enqueue(tx, { channel, recipient: canonicalPhone(order.recipientPhone), template: CLAIM_TEMPLATE, body: claimLinkText(notice, opts.reminder), orderId: order.id });
  if (order.recipientEmail) await enqueueEmail(tx, order.recipientEmail, CLAIM_TEMPLATE, claimLinkEmail(notice, opts.reminder), { orderId: order.id });
  await recordEvent(tx, order.id, { type: 'recipient_link_sent', actor: 'system', note: opts.reminder ? 'rappel' : null });
}

/**
 * Paid orders waiting for the recipient's address and without a link yet get one. The order row is locked
 * and the absence of a link read again under the lock, so two server copies never send two links.
 */
export async function sendPendingClaimLinks(db: Db, publicUrl: string, now: Date): Promise<number> {
  const noLink = notExists(db.select({ one: sql`1` }).from(recipientClaims).where(eq(recipientClaims.orderId, orders.id)));
  const waiting = and(eq(orders.awaitingRecipientAddress, true), eq(orders.paymentStatus, 'completed'), sql`${orders.status} <> 'cancelled'`, noLink);
  const due = await db.select({ id: orders.id }).from(orders).where(waiting).limit(BATCH);
  let sent = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(and(eq(orders.id, id), waiting)).for('update');
      if (!order) return;
      await sendClaimLink(tx, order, publicUrl, now);
      sent++;
    });
  }
  return sent;
}
