import { and, asc, desc, eq, gte, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { ClaimAlternatives } from '../../../contracts/recipient-claims.js';
import type { DbOrTx } from '../../db/client.js';
import type { Localized } from '../../db/schema/columns.js';
import { gifts, orderItems } from '../../db/schema/index.js';
import { AppError, invalid } from '../../http/app-error.js';
import { fromCentimes, toCentimes } from '../../domain/money.js';

/** Alternatives shown at most: a phone's few screens of choices, not the catalogue. */
const MAX_ALTERNATIVES = 12;

const NOT_SWAPPABLE = 'Ce cadeau ne peut pas être échangé contre celui-ci';

type Line = typeof orderItems.$inferSelect & { giftId: string };

/**
 * The order's line the recipient may swap: its one physical line whose gift the shop lets the recipient
 * exchange (`gifts.swappable`). Null when none, or when several are (which one the choice replaces would be a
 * guess: decision 051).
 */
export async function swappableLine(db: DbOrTx, orderId: string): Promise<Line | null> {
  const rows = await db
    .select({ item: orderItems })
    .from(orderItems)
    .innerJoin(gifts, eq(gifts.id, orderItems.giftId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.giftType, 'physical'), eq(gifts.swappable, true)));
  const [only] = rows;
  return rows.length === 1 && only?.item.giftId ? (only.item as Line) : null;
}

/** Another gift the line may become: active, physical, not dearer than what was paid for it, with stock for the line. */
const takesPlaceOf = (line: Line) =>
  and(
    ne(gifts.id, line.giftId),
    eq(gifts.isActive, true),
    eq(gifts.type, 'physical'),
    lte(gifts.price, line.unitPrice),
    or(isNull(gifts.stock), gte(gifts.stock, line.quantity)),
  );

/**
 * What the recipient may take instead of the order's swappable line: the nearest in value first (what the sender
 * meant to give), the price itself never said.
 */
export async function alternativesFor(db: DbOrTx, orderId: string): Promise<ClaimAlternatives> {
  const line = await swappableLine(db, orderId);
  if (!line) return { gifts: [] };
  const rows = await db
    .select({ id: gifts.id, name: gifts.name, description: gifts.description, images: gifts.images })
    .from(gifts)
    .where(takesPlaceOf(line))
    .orderBy(desc(gifts.price), asc(sql`${gifts.name}->>'fr'`), asc(gifts.id))
    .limit(MAX_ALTERNATIVES);
  return { gifts: rows.map(({ images, ...g }) => ({ ...g, image: images[0] ?? null })) };
}

export interface Swap {
  offered: Localized;
  chosen: Localized;
  /** What the swapped line cost minus what the chosen gift costs today, for the line's quantity, in dirhams; "0.00" when equal. */
  difference: string;
  /** The swapped line's VAT rate as paid: a refunded difference is credited at it. */
  vatRate: number;
}

/**
 * Swaps the order's swappable line for `giftId` in the caller's transaction: the old gift's stock goes back,
 * the new one's is taken. The line keeps the price and VAT rate paid (the invoice issued at payment is the
 * sender's: decision 051); it takes the new gift's id, name and picture. A gift that may not replace it is
 * refused with 400, one that ran out or was withdrawn with 409; the caller's transaction then writes nothing.
 */
export async function swapLine(tx: DbOrTx, orderId: string, giftId: string): Promise<Swap> {
  const line = await swappableLine(tx, orderId);
  const refuse = () => invalid(NOT_SWAPPABLE, { issues: [{ path: 'giftId', message: NOT_SWAPPABLE }] });
  if (!line) throw refuse();
  // Locked before the stock moves, so a checkout taking the last one waits and the check below holds.
  const [gift] = await tx.select().from(gifts).where(eq(gifts.id, giftId)).for('update');
  if (!gift || gift.id === line.giftId || gift.type !== 'physical' || toCentimes(gift.price) > toCentimes(line.unitPrice)) throw refuse();
  if (!gift.isActive || (gift.stock !== null && gift.stock < line.quantity)) {
    throw new AppError('swap_unavailable', 'Ce cadeau vient d’être épuisé : choisissez-en un autre.');
  }
  await tx
    .update(gifts)
    .set({ stock: sql`${gifts.stock} + ${line.quantity}` })
    .where(and(eq(gifts.id, line.giftId), isNotNull(gifts.stock)));
  await tx
    .update(gifts)
    .set({ stock: sql`${gifts.stock} - ${line.quantity}` })
    .where(and(eq(gifts.id, gift.id), isNotNull(gifts.stock)));
  await tx.update(orderItems).set({ giftId: gift.id, name: gift.name, image: gift.images[0] ?? null }).where(eq(orderItems.id, line.id));
  const difference = (toCentimes(line.unitPrice) - toCentimes(gift.price)) * line.quantity;
  return { offered: line.name, chosen: gift.name, difference: fromCentimes(difference), vatRate: line.vatRate };
}
