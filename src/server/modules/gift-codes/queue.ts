import { and, asc, eq, isNull } from 'drizzle-orm';
import { canonicalPhone } from '../../../contracts/phone.js';
import type { Db } from '../../db/client.js';
import { giftCodes, orderItems, orders } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/secrets/tokens.js';
import { readEmailBrand, enqueue, enqueueEmail, readNotificationSettings } from '../notifications/index.js';
import { readSettingsOf } from '../settings/index.js';
import { ecardEmail, ecardText } from './ecard-messages.js';

/** Codes one run queues at most; the next tick takes the rest. */
const BATCH = 50;

/**
 * Puts the e-cards of newly issued codes in the outbox, each due at its code's send time: the outbox's
 * next-attempt time is the schedule, so an e-card paid after its hour leaves at once and one paid ahead
 * waits there. The e-card's link token is drawn here (only its hash is kept) and the code is claimed by a
 * conditional update, so two server copies never queue one e-card twice.
 */
export async function queueEcards(db: Db, publicUrl: string, now: Date): Promise<number> {
  const due = await db
    .select({ id: giftCodes.id, sendAt: giftCodes.sendAt, order: orders, giftName: orderItems.name })
    .from(giftCodes)
    .innerJoin(orders, eq(orders.id, giftCodes.orderId))
    .innerJoin(orderItems, eq(orderItems.id, giftCodes.orderItemId))
    .where(isNull(giftCodes.ecardQueuedAt))
    .orderBy(asc(giftCodes.createdAt))
    .limit(BATCH);
  if (due.length === 0) return 0;
  const s = await readNotificationSettings(db);
  const { company_name: shopName } = await readSettingsOf(db, ['company_name']);
  const brand = await readEmailBrand(db, publicUrl);
  let queued = 0;
  for (const { id, sendAt, order, giftName } of due) {
    await db.transaction(async (tx) => {
      const token = newToken();
      const [claimed] = await tx
        .update(giftCodes)
        .set({ ecardTokenHash: hashToken(token), ecardQueuedAt: now })
        .where(and(eq(giftCodes.id, id), isNull(giftCodes.ecardQueuedAt)))
        .returning({ id: giftCodes.id });
      if (!claimed) return;
      // Read under a lock a customer's cancellation waits for (orders/transitions.ts): cancelled (and refunded)
      // before its e-card was queued, the code is void and nothing is sent; queued first, the cancellation sees it.
      const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)).for('share');
      if (!current || current.status === 'cancelled') return;
      const notice = {
        locale: order.locale,
        shopName,
        recipientName: order.recipientName,
        senderName: order.isAnonymous ? null : order.senderName,
        giftName: giftName[order.locale] || giftName.fr,
        link: `${publicUrl}/e-card/${token}`,
        brand,
      };
      // The e-card is the gift itself, not a notice about it: it leaves whatever the notification switches say.
      const channel = s.whatsappApiUrl ? 'whatsapp' : 'sms';
      const scheduled = { notBefore: sendAt, orderId: order.id };
      await enqueue(tx, { channel, recipient: canonicalPhone(order.recipientPhone), template: 'ecard', body: ecardText(notice), ...scheduled });
      if (order.recipientEmail) await enqueueEmail(tx, order.recipientEmail, 'ecard', ecardEmail(notice), scheduled);
      queued++;
    });
  }
  return queued;
}
