import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderEvents, orders, recipientClaims } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { recordEvent } from '../../domain/order-events.js';
import { sendClaimLink } from './send.js';

/** Each correction texts a new link (a paid message): past these, the shop changes the number. */
export const MAX_PHONE_CORRECTIONS = 3;
const CORRECTED = 'Téléphone du destinataire corrigé';

/**
 * The sender corrects the recipient's phone while the address is still awaited: the unused link is retired
 * (it went to the wrong person) and, once paid, a new one leaves to the corrected number. Counted under the
 * order's lock (the update's), so two requests at once never make a fourth correction.
 */
export async function correctRecipientPhone(db: Db, orderId: string, phone: string, deps: { now: Date; publicUrl: string }) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ recipientPhone: phone, updatedAt: deps.now })
      .where(and(eq(orders.id, orderId), eq(orders.awaitingRecipientAddress, true), ne(orders.status, 'cancelled')))
      .returning();
    if (!order) throw new AppError('claim_closed', 'L’adresse a déjà été donnée ou la commande est close : le numéro ne peut plus changer.');
    const [done] = await tx
      .select({ n: count() })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'note'), eq(orderEvents.actor, 'customer'), eq(orderEvents.note, CORRECTED)));
    if ((done?.n ?? 0) >= MAX_PHONE_CORRECTIONS) {
      throw new AppError(
        'phone_corrections_used',
        `Le numéro du destinataire a déjà été corrigé ${MAX_PHONE_CORRECTIONS} fois pour cette commande : contactez-nous pour le changer encore.`,
      );
    }
    const retired = await tx
      .update(recipientClaims)
      .set({ revokedAt: deps.now })
      .where(and(eq(recipientClaims.orderId, orderId), isNull(recipientClaims.claimedAt), isNull(recipientClaims.revokedAt)))
      .returning({ id: recipientClaims.id });
    await recordEvent(tx, orderId, { type: 'note', actor: 'customer', note: CORRECTED });
    // Unpaid: the link leaves on payment, to the corrected number.
    if (retired.length > 0 || order.paymentStatus === 'completed') await sendClaimLink(tx, order, deps.publicUrl, deps.now);
  });
}
