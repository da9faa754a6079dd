import { and, eq, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, recipientClaims } from '../../db/schema/index.js';
import { enqueueEmail } from '../notifications/index.js';
import { recordEvent } from '../../domain/order-events.js';
import { readSettingsOf } from '../settings/index.js';
import { senderEmail } from './messages.js';
import { sendClaimLink } from './send.js';

const BATCH = 50;

/**
 * Links past their days and still unused. A first link is replaced by one reminder with a fresh link for as
 * many days; when the reminder's link runs out too, the sender is told and the order's history says the shop
 * must decide (refund or call). Each step is a conditional update, so it happens once whoever runs the job.
 */
export async function followUpUnclaimed(db: Db, publicUrl: string, now: Date): Promise<{ reminded: number; escalated: number }> {
  const due = await db
    .select({ claim: recipientClaims, order: orders })
    .from(recipientClaims)
    .innerJoin(orders, eq(orders.id, recipientClaims.orderId))
    .where(
      and(
        isNull(recipientClaims.claimedAt),
        isNull(recipientClaims.revokedAt),
        isNull(recipientClaims.escalatedAt),
        lte(recipientClaims.expiresAt, now),
        eq(orders.awaitingRecipientAddress, true),
        ne(orders.status, 'cancelled'),
      ),
    )
    .limit(BATCH);
  let reminded = 0;
  let escalated = 0;
  for (const { claim, order } of due) {
    await db.transaction(async (tx) => {
      if (!claim.remindedAt) {
        const [retired] = await tx
          .update(recipientClaims)
          .set({ revokedAt: now })
          .where(and(eq(recipientClaims.id, claim.id), isNull(recipientClaims.revokedAt), isNull(recipientClaims.claimedAt)))
          .returning({ id: recipientClaims.id });
        if (!retired) return;
        await sendClaimLink(tx, order, publicUrl, now, { reminder: true });
        reminded++;
        return;
      }
      const [flagged] = await tx
        .update(recipientClaims)
        .set({ escalatedAt: now })
        .where(and(eq(recipientClaims.id, claim.id), isNull(recipientClaims.escalatedAt), isNull(recipientClaims.claimedAt)))
        .returning({ id: recipientClaims.id });
      if (!flagged) return;
      await recordEvent(tx, order.id, { type: 'recipient_address_missing', actor: 'system', note: 'Lien et rappel sans réponse : rembourser ou appeler' });
      if (order.senderEmail) {
        const { company_name: shopName } = await readSettingsOf(tx, ['company_name']);
        const notice = { locale: order.locale, shopName, orderNumber: order.orderNumber, recipientName: order.recipientName, orderLink: `${publicUrl}/orders/${order.id}` };
        await enqueueEmail(tx, order.senderEmail, 'recipient_address_missing', senderEmail(notice, 'missing'));
      }
      escalated++;
    });
  }
  return { reminded, escalated };
}
