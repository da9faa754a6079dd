import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { RestoredCart, SaveCartSchema } from '../../../contracts/saved-carts.js';
import type { Locale } from '../../../contracts/common.js';
import type { Db } from '../../db/client.js';
import { cartReminderOptOuts, gifts, savedCarts } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { hashToken, newToken } from '../../lib/secrets/tokens.js';
import { contactHash } from './contact.js';
import { mergeLines } from '../../../contracts/cart-lines.js';

type SaveInput = z.output<typeof SaveCartSchema>;

const linkInvalid = () => new AppError('cart_link_invalid', 'Ce lien de panier n’est plus valable : le panier a peut-être déjà été supprimé.');

/**
 * Saves (or updates) the checkout a visitor may leave, when they ticked the box and gave a way to
 * reach them; unticking forgets it. A contact that stopped these reminders is never saved again.
 * A cart already reminded keeps its reminder: one per cart, whatever is typed after.
 */
export async function saveCart(db: Db, checkoutId: string, input: SaveInput, accountEmail: string | null, now: Date): Promise<void> {
  const email = accountEmail ?? input.email ?? null;
  const phone = input.phone || null;
  if (!input.consent || (!email && !phone)) {
    await db.delete(savedCarts).where(eq(savedCarts.checkoutId, checkoutId));
    return;
  }
  const hashes = [email, phone].filter((c): c is string => Boolean(c)).map(contactHash);
  const [optedOut] = await db.select().from(cartReminderOptOuts).where(inArray(cartReminderOptOuts.contactHash, hashes)).limit(1);
  if (optedOut) {
    await db.delete(savedCarts).where(eq(savedCarts.checkoutId, checkoutId));
    return;
  }
  // One line per gift, quantities added, so a repeated gift cannot be restored twice over.
  const lines = mergeLines(input.lines, 50);
  await db
    .insert(savedCarts)
    // A hash of a token nobody holds: the reminder draws the link's own token when it is sent.
    .values({ checkoutId, token: hashToken(newToken()), email, phone, locale: input.locale, lines, consentedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: savedCarts.checkoutId, set: { email, phone, locale: input.locale, lines, updatedAt: now } });
}

/**
 * The link of a reminder: the same gifts and quantities, as the shop sells them now. A gift
 * switched off or sold out is named among the gone ones; a line is cut to the stock left.
 */
export async function restoreCart(db: Db, token: string, locale: Locale): Promise<RestoredCart> {
  const [row] = await db.select().from(savedCarts).where(eq(savedCarts.token, hashToken(token)));
  if (!row) throw linkInvalid();
  const ids = row.lines.map((l) => l.giftId);
  const found = ids.length ? await db.select().from(gifts).where(inArray(gifts.id, ids)) : [];
  const byId = new Map(found.map((g) => [g.id, g]));
  const answer: RestoredCart = { lines: [], gone: [], shortened: [] };
  for (const line of row.lines) {
    const gift = byId.get(line.giftId);
    const name = gift ? (gift.name[locale] ?? gift.name.fr) : null;
    const left = gift?.stock === null ? line.quantity : Math.min(line.quantity, gift?.stock ?? 0);
    if (!gift || !gift.isActive || left <= 0) {
      answer.gone.push({ giftId: line.giftId, name });
      continue;
    }
    if (left < line.quantity) answer.shortened.push({ giftId: gift.id, quantity: line.quantity - left });
    answer.lines.push({ giftId: gift.id, name: name ?? '', price: gift.price, quantity: left, image: gift.images[0] ?? null, stock: gift.stock, type: gift.type });
  }
  return answer;
}

/**
 * The reminder's "stop" link: this contact gets no cart reminder again. Its saved carts go, and
 * only a hash of the address or phone is kept to refuse the next ones. Following it twice says the same.
 */
export async function stopCartReminders(db: Db, token: string): Promise<void> {
  const [row] = await db.select({ email: savedCarts.email, phone: savedCarts.phone }).from(savedCarts).where(eq(savedCarts.token, hashToken(token)));
  if (!row) throw linkInvalid();
  const contacts = [row.email, row.phone].filter((c): c is string => Boolean(c));
  await db.transaction(async (tx) => {
    await tx
      .insert(cartReminderOptOuts)
      .values(contacts.map((c) => ({ contactHash: contactHash(c) })))
      .onConflictDoNothing();
    // Carts already reminded stay for the shop's figures until the purge, without a reminder to come.
    const conditions = [row.email ? eq(savedCarts.email, row.email) : undefined, row.phone ? eq(savedCarts.phone, row.phone) : undefined].filter(Boolean);
    await tx.delete(savedCarts).where(and(or(...conditions), isNull(savedCarts.remindedAt)));
  });
}
