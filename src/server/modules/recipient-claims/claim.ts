import { and, eq, gt, isNull } from 'drizzle-orm';
import { zoneOf } from '../../../contracts/delivery.js';
import type { Claim, ClaimAddress } from '../../../contracts/recipient-claims.js';
import type { Db } from '../../db/client.js';
import type { Localized } from '../../db/schema/columns.js';
import { orderItems, orders, recipientClaims } from '../../db/schema/index.js';
import { AppError, invalid } from '../../http/app-error.js';
import { hashToken } from '../../lib/secrets/tokens.js';
import { checkOrderDelivery } from '../delivery-slots/index.js';
import { enqueueEmail, notifyGiftSwapped } from '../notifications/index.js';
import { partialCreditNote } from '../invoices/index.js';
import { recordEvent } from '../../domain/order-events.js';
import { fromCentimes, toCentimes } from '../../domain/money.js';
import { cardPaymentOf, refundAndRecord, ZONE_UNAVAILABLE, type OrderRow, type PaymentsPort } from '../orders/index.js';
import { readSettingsOf } from '../settings/index.js';
import { senderEmail } from './messages.js';
import { alternativesFor, swapLines, swapsAsked, type Swap } from './swap.js';

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

/** `GET /api/claims/:token/alternatives`: a live link's other gifts to choose from; a used link answers 409 as its form would. */
export async function readAlternatives(db: Db, token: string, now: Date) {
  const { order } = await liveClaim(db, token, now);
  return alternativesFor(db, order.id);
}

const SWAP_REFUND = 'Échange par le destinataire';

/**
 * What becomes of a swap's price difference: kept by the shop unless `swap_refund_difference` is on; then a card
 * payment is refunded after commit, and a transfer's is left for the shop to pay back (said in the history).
 */
function differenceOutcome(order: OrderRow, swaps: Swap[], refundOn: boolean) {
  // Never more than the order brought in (a promotion may have taken part of the price off already).
  const centimes = Math.min(swaps.reduce((sum, s) => sum + toCentimes(s.difference), 0), toCentimes(order.totalAmount));
  if (centimes <= 0) return null;
  const amount = fromCentimes(centimes);
  if (!refundOn) return { amount, outcome: 'kept' as const, intentId: null };
  const intentId = cardPaymentOf(order);
  return { amount, outcome: intentId ? ('refunded' as const) : ('toRefund' as const), intentId };
}

const swapNote = (swaps: Swap[], difference: ReturnType<typeof differenceOutcome>) => {
  const moved = swaps.map((s) => `${s.offered.fr} → ${s.chosen.fr}`).join(', ');
  if (!difference) return moved;
  const said = { refunded: 'remboursée', toRefund: 'à rembourser par virement', kept: 'non remboursée' }[difference.outcome];
  return `${moved} · différence ${difference.amount} DH ${said}`;
};

/** Several gifts' names as one, in each language (the French where one has none). */
const joined = (names: Localized[]): Localized => ({
  fr: names.map((n) => n.fr).join(', '),
  ar: names.map((n) => n.ar || n.fr).join('، '),
  en: names.map((n) => n.en || n.fr).join(', '),
});

/** The credit note's lines: each swap's difference at its line's VAT rate, the refunded amount shared out in order. */
function creditedLines(swaps: Swap[], amount: string) {
  let left = toCentimes(amount);
  return swaps.flatMap((s) => {
    const centimes = Math.min(left, toCentimes(s.difference));
    left -= centimes;
    if (centimes <= 0) return [];
    return [{ name: `Différence d’échange : ${s.offered.fr} → ${s.chosen.fr}`, unitPrice: fromCentimes(centimes), quantity: 1, vatRate: s.vatRate }];
  });
}

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
export async function submitClaim(db: Db, token: string, input: ClaimAddress, deps: { now: Date; publicUrl: string; payments: PaymentsPort }) {
  const { claim, order } = await liveClaim(db, token, deps.now);
  const asked = swapsAsked(input);
  const settings = await readSettingsOf(db, ['delivery_casablanca', 'delivery_rabat', 'delivery_marrakech', 'delivery_national', 'company_name', 'swap_refund_difference']);
  const zone = zoneOf(input.city);
  if (!settings[`delivery_${zone}`]) throw invalid(ZONE_UNAVAILABLE, { issues: [{ path: 'city', message: ZONE_UNAVAILABLE }] });
  const done = await db.transaction(async (tx) => {
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
    // The other gifts, in the same transaction: one refused, nothing of the address is written either.
    const swapped = await swapLines(tx, order.id, asked);
    const swap = swapped.length ? { offered: joined(swapped.map((s) => s.offered)), chosen: joined(swapped.map((s) => s.chosen)) } : null;
    const difference = swap ? differenceOutcome(updated, swapped, settings.swap_refund_difference) : null;
    if (swap) {
      await recordEvent(tx, order.id, { type: 'recipient_gift_swapped', actor: 'customer', note: swapNote(swapped, difference) });
      // A difference given back lowers the sale: its credit note, in this transaction, as a cancellation's (decision 054).
      if (difference && difference.outcome !== 'kept') await partialCreditNote(tx, order.id, creditedLines(swapped, difference.amount), deps.now);
      const shown = difference ? { amount: difference.amount, outcome: difference.outcome } : null;
      await notifyGiftSwapped(tx, { orderNumber: order.orderNumber, recipientName: order.recipientName, offered: swap.offered, chosen: swap.chosen, difference: shown }, deps.publicUrl);
    }
    await recordEvent(tx, order.id, { type: 'recipient_address_given', actor: 'customer', note: `${input.city} · ${input.deliveryDate}${slot ? ` · ${slot}` : ''}` });
    if (order.senderEmail) {
      const notice = { locale: order.locale, shopName: settings.company_name, orderNumber: order.orderNumber, recipientName: order.recipientName, orderLink: `${deps.publicUrl}/orders/${order.id}` };
      const chosen = swap ? { gift: swap.chosen[order.locale] || swap.chosen.fr, refund: difference && difference.outcome !== 'kept' ? difference.amount : null } : undefined;
      await enqueueEmail(tx, order.senderEmail, 'recipient_address_given', senderEmail(notice, 'given', chosen));
    }
    return { answer: { deliveryDate: input.deliveryDate, deliverySlot: slot }, refund: difference?.intentId ? { intentId: difference.intentId, amount: difference.amount } : null };
  });
  // A card refund calls the provider: after commit, recorded in the history whatever it answers (as a cancellation's).
  if (done.refund) {
    const { intentId, amount } = done.refund;
    await refundAndRecord(db, order.id, intentId, `${SWAP_REFUND} (${amount} DH)`, (id) => deps.payments.refund(db, order.paymentProvider, id, amount));
  }
  return done.answer;
}
