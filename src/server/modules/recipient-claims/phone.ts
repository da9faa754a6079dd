import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, recipientClaims } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { recordEvent } from '../orders/events.js';
import { sendClaimLink } from './send.js';

/**
 * The sender corrects the recipient's phone while the address is still awaited: the unused link is retired
 * (it went to the wrong person) and, once paid, a new one leaves to the corrected number.
 */
export async function correctRecipientPhone(db: Db, orderId: string, phone: string, deps: { now: Date; publicUrl: string }) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ recipientPhone: phone, updatedAt: deps.now })
      .where(and(eq(orders.id, orderId), eq(orders.awaitingRecipientAddress, true), ne(orders.status, 'cancelled')))
      .returning();
    if (!order) throw new AppError('claim_closed', 'L’adresse a déjà été donnée ou la commande est close : le numéro ne peut plus changer.');
    const retired = await tx
      .update(recipientClaims)
      .set({ revokedAt: deps.now })
      .where(and(eq(recipientClaims.orderId, orderId), isNull(recipientClaims.claimedAt), isNull(recipientClaims.revokedAt)))
      .returning({ id: recipientClaims.id });
    await recordEvent(tx, orderId, { type: 'note', actor: 'customer', note: 'Téléphone du destinataire corrigé' });
    // Unpaid: the link leaves on payment, to the corrected number.
    if (retired.length > 0 || order.paymentStatus === 'completed') await sendClaimLink(tx, order, deps.publicUrl, deps.now);
  });
}
