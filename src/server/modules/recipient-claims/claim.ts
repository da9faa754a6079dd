import { and, eq, gt, isNull } from 'drizzle-orm';
import { zoneOf } from '../../../contracts/delivery.js';
import type { Claim, ClaimAddress } from '../../../contracts/recipient-claims.js';
import type { Db } from '../../db/client.js';
import { orderItems, orders, recipientClaims } from '../../db/schema/index.js';
import { AppError, invalid } from '../../http/app-error.js';
import { hashToken } from '../../lib/secrets/tokens.js';
import { checkOrderDelivery } from '../delivery-slots/index.js';
import { enqueueEmail } from '../notifications/index.js';
import { recordEvent } from '../../domain/order-events.js';
import { ZONE_UNAVAILABLE } from '../orders/index.js';
import { readSettingsOf } from '../settings/index.js';
import { senderEmail } from './messages.js';

/** The link's row and its order, refused when unknown, replaced or past its days; used ones only when `used` allows. */
async function findClaim(db: Db, token: string, now: Date, opts: { used: boolean }) {
  const [row] = await db
    .select({ claim: recipientClaims, order: orders })
    .from(recipientClaims)
    .innerJoin(orders, eq(orders.id, recipientClaims.orderId))
    .where(eq(recipientClaims.tokenHash, hashToken(token)));
  if (!row || row.order.status === 'cancelled') throw new AppError('claim_unknown', 'Ce lien n’existe pas ou plus.');
  if (row.claim.claimedAt) {
    if (opts.used) return row;
    throw new AppError('claim_used', 'L’adresse a déjà été donnée avec ce lien.');
  }
  if (row.claim.revokedAt || row.claim.expiresAt <= now) {
    throw new AppError('claim_expired', 'Ce lien a expiré.', { expiresAt: row.claim.expiresAt.toISOString() });
  }
  return row;
}

const liveClaim = (db: Db, token: string, now: Date) => findClaim(db, token, now, { used: false });

/** What waits for the recipient; a used link answers with the delivery chosen (the recipient opens it again). */
export async function readClaim(db: Db, token: string, now: Date): Promise<Claim> {
  const { claim, order } = await findClaim(db, token, now, { used: true });
  const items = await db.select({ name: orderItems.name, image: orderItems.image, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id));
  const { company_name: shopName } = await readSettingsOf(db, ['company_name']);
  return {
    recipientName: order.recipientName,
    senderName: order.isAnonymous ? null : order.senderName,
    anonymous: order.isAnonymous,
    personalMessage: order.personalMessage,
    gifts: items,
    expiresAt: claim.expiresAt.toISOString(),
    shopName,
    chosen: claim.claimedAt ? { city: order.recipientCity, deliveryDate: order.deliveryDate, deliverySlot: order.deliverySlot } : null,
  };
}

/**
 * The recipient gives the address: the date and slot are checked with the checkout's calendar (400 with the
 * next date), the link is used by a conditional update (a second submission finds it used), and the order
 * then proceeds as any other; the sender is told by e-mail.
 */
export async function submitClaim(db: Db, token: string, input: ClaimAddress, deps: { now: Date; publicUrl: string }) {
  const { claim, order } = await liveClaim(db, token, deps.now);
  const settings = await readSettingsOf(db, ['delivery_casablanca', 'delivery_rabat', 'delivery_marrakech', 'delivery_national', 'company_name']);
  const zone = zoneOf(input.city);
  if (!settings[`delivery_${zone}`]) throw invalid(ZONE_UNAVAILABLE, { issues: [{ path: 'city', message: ZONE_UNAVAILABLE }] });
  return db.transaction(async (tx) => {
    const slot = await checkOrderDelivery(tx, { city: input.city, date: input.deliveryDate, slot: input.deliverySlot ?? null, express: false }, deps.now);
    const [used] = await tx
      .update(recipientClaims)
      .set({ claimedAt: deps.now })
      .where(and(eq(recipientClaims.id, claim.id), isNull(recipientClaims.claimedAt), isNull(recipientClaims.revokedAt), gt(recipientClaims.expiresAt, deps.now)))
      .returning({ id: recipientClaims.id });
    if (!used) throw new AppError('claim_used', 'L’adresse a déjà été donnée avec ce lien.');
    const [updated] = await tx
      .update(orders)
      .set({
        recipientAddress: input.address,
        recipientCity: input.city,
        deliveryZone: zone,
        deliveryDate: input.deliveryDate,
        deliverySlot: slot,
        awaitingRecipientAddress: false,
        updatedAt: deps.now,
      })
      .where(and(eq(orders.id, order.id), eq(orders.awaitingRecipientAddress, true)))
      .returning();
    if (!updated) throw new AppError('claim_used', 'L’adresse a déjà été donnée avec ce lien.');
    await recordEvent(tx, order.id, { type: 'recipient_address_given', actor: 'customer', note: `${input.city} · ${input.deliveryDate}${slot ? ` · ${slot}` : ''}` });
    if (order.senderEmail) {
      const notice = { locale: order.locale, shopName: settings.company_name, orderNumber: order.orderNumber, recipientName: order.recipientName, orderLink: `${deps.publicUrl}/orders/${order.id}` };
      await enqueueEmail(tx, order.senderEmail, 'recipient_address_given', senderEmail(notice, 'given'));
    }
    return { deliveryDate: input.deliveryDate, deliverySlot: slot };
  });
}
