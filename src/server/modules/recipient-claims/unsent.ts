import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { RecipientClaimState } from '../../../contracts/recipient-claims.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { orders, outbox, recipientClaims } from '../../db/schema/index.js';
import { hashToken } from '../../lib/secrets/tokens.js';
import { enqueueEmail } from '../notifications/index.js';
import { readSettingsOf } from '../settings/index.js';
import { CLAIM_TEMPLATE, unsentLinkEmail } from './messages.js';
import { claimDays } from './send.js';

/** The link inside a recipient's text, as sendClaimLink wrote it. */
const LINK = /\S+\/gift\/claim\/([\w-]+)/;

/**
 * Links that could not reach the recipient's phone: the text is held (no SMS or WhatsApp service) or failed
 * for good, and the link in it still works (neither used, replaced nor past its days). By order.
 */
export async function unsentLinks(db: DbOrTx, orderIds: string[], now: Date): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (orderIds.length === 0) return found;
  const [texts, live] = await Promise.all([
    db
      .select({ orderId: outbox.orderId, body: outbox.body })
      .from(outbox)
      .where(and(inArray(outbox.orderId, orderIds), eq(outbox.template, CLAIM_TEMPLATE), ne(outbox.channel, 'email'), inArray(outbox.status, ['held', 'failed']))),
    db
      .select({ tokenHash: recipientClaims.tokenHash })
      .from(recipientClaims)
      .where(and(inArray(recipientClaims.orderId, orderIds), isNull(recipientClaims.claimedAt), isNull(recipientClaims.revokedAt), gt(recipientClaims.expiresAt, now))),
  ]);
  const liveHashes = new Set(live.map((l) => l.tokenHash));
  for (const text of texts) {
    const link = LINK.exec(text.body);
    if (text.orderId && link?.[1] && liveHashes.has(hashToken(link[1]))) found.set(text.orderId, link[0]);
  }
  return found;
}

/** The link's state of each order awaiting its recipient's address, for the sender's and the shop's answers. */
export async function claimStates(db: DbOrTx, rows: { id: string; awaitingRecipientAddress: boolean }[], now: Date): Promise<Map<string, RecipientClaimState>> {
  const states = new Map<string, RecipientClaimState>();
  const ids = rows.filter((r) => r.awaitingRecipientAddress).map((r) => r.id);
  if (ids.length === 0) return states;
  const [linkDays, unsent, live] = await Promise.all([
    claimDays(db),
    unsentLinks(db, ids, now),
    db
      .select({ orderId: recipientClaims.orderId, expiresAt: recipientClaims.expiresAt })
      .from(recipientClaims)
      .where(and(inArray(recipientClaims.orderId, ids), isNull(recipientClaims.claimedAt), isNull(recipientClaims.revokedAt))),
  ]);
  for (const id of ids) {
    const expiresAt = live.filter((l) => l.orderId === id).sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime())[0]?.expiresAt;
    states.set(id, { linkDays, expiresAt: expiresAt?.toISOString() ?? null, unsentLink: unsent.get(id) ?? null });
  }
  return states;
}

/**
 * The text carrying the recipient's link could not go (held, or failed after its retries): the sender gets
 * the link by e-mail at once, to forward it. Nothing when the link is no longer live.
 */
export async function tellSenderLinkUnsent(
  db: Db,
  message: { orderId: string | null; template: string; channel: string },
  deps: { now: Date; publicUrl: string },
) {
  if (message.template !== CLAIM_TEMPLATE || message.channel === 'email' || !message.orderId) return;
  const link = (await unsentLinks(db, [message.orderId], deps.now)).get(message.orderId);
  if (!link) return;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, message.orderId), eq(orders.awaitingRecipientAddress, true), ne(orders.status, 'cancelled')));
  if (!order?.senderEmail) return;
  const [[claim], { company_name: shopName }] = await Promise.all([
    db.select({ expiresAt: recipientClaims.expiresAt }).from(recipientClaims).where(eq(recipientClaims.tokenHash, hashToken(link.split('/').at(-1) ?? ''))),
    readSettingsOf(db, ['company_name']),
  ]);
  const email = unsentLinkEmail({
    locale: order.locale,
    shopName,
    orderNumber: order.orderNumber,
    recipientName: order.recipientName,
    recipientPhone: order.recipientPhone,
    link,
    expiresAt: claim?.expiresAt ?? deps.now,
    orderLink: `${deps.publicUrl}/orders/${order.id}`,
  });
  await enqueueEmail(db, order.senderEmail, 'recipient_link_unsent', email, { orderId: order.id });
}
