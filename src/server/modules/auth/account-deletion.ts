import { eq, inArray, or, sql } from 'drizzle-orm';
import type { DeleteAccountInput } from '../../../contracts/account-data.js';
import type { Db } from '../../db/client.js';
import { contactMessages, newsletterSubscribers, orderEvents, orders, outbox, rateLimits, reviews, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { verifyPassword } from '../../lib/secrets/passwords.js';
import type { SessionUser } from '../../http/session.js';
import { refreshGiftRatings } from '../reviews/index.js';
import { eraseSavedCarts } from '../cart-recovery/index.js';

/** The history line the back office reads on each order the person had. */
export const ERASED_NOTE = 'Compte client supprimé à sa demande (loi 09-08) : l’acheteur est détaché de la commande.';

/**
 * Deletes the account and the personal data held about its holder (docs/decisions/022): the user
 * row (sessions and reset tokens go with it), the newsletter subscription, contact messages, reviews,
 * messages addressed to them, carts saved for a reminder and rate-limit counters keyed by the e-mail. Orders stay whole for the
 * accounts, detached: no customer, no sender name or contact. On a finished order the recipient's
 * street address, phone, e-mail and the personal message go too; an open order keeps them so the gift
 * still arrives. All in one transaction: a failure leaves the account as it was. The gifts its
 * reviews rated have their ratings recounted.
 */
export async function deleteAccount(db: Db, user: SessionUser, input: DeleteAccountInput) {
  // 400, not 401: the client reads a 401 as an expired session.
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('wrong_password', 'Mot de passe incorrect');
  return db.transaction(async (tx) => {
    if (user.role === 'admin') {
      // Lock the admins' rows so two admins deleting themselves at once cannot leave none.
      const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
      if (admins.length <= 1) throw new AppError('last_admin', 'C’est le seul compte administrateur : nommez un autre administrateur avant de le supprimer.');
    }
    const own = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.customerId, user.id));
    const ids = own.map((o) => o.id);
    const finished = own.filter((o) => o.status === 'delivered' || o.status === 'cancelled').map((o) => o.id);
    if (ids.length > 0) {
      await tx
        .update(orders)
        .set({ customerId: null, guestTokenHash: null, senderName: null, senderEmail: null, senderPhone: null, updatedAt: new Date() })
        .where(inArray(orders.id, ids));
      await tx.insert(orderEvents).values(ids.map((orderId) => ({ orderId, type: 'note', actor: 'system' as const, note: ERASED_NOTE })));
    }
    if (finished.length > 0) {
      await tx
        .update(orders)
        .set({ recipientPhone: '', recipientAddress: null, recipientEmail: null, personalMessage: null })
        .where(inArray(orders.id, finished));
    }
    const removed = await tx
      .delete(reviews)
      .where(ids.length > 0 ? or(eq(reviews.userId, user.id), inArray(reviews.orderId, ids)) : eq(reviews.userId, user.id))
      .returning({ orderId: reviews.orderId });
    for (const { orderId } of removed) await refreshGiftRatings(tx, orderId);
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
    await tx.delete(contactMessages).where(eq(contactMessages.email, user.email));
    const addresses = [user.email, ...(user.phone ? [user.phone] : [])];
    await tx.delete(outbox).where(inArray(outbox.recipient, addresses));
    await eraseSavedCarts(tx, user.email, user.phone);
    await tx.delete(rateLimits).where(sql`right(${rateLimits.key}, ${user.email.length + 1}) = ${`:${user.email}`}`);
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

