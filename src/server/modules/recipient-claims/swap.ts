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
const WHICH_LINE = 'Plusieurs cadeaux peuvent être échangés : dites lequel avec « swaps »';
const BOTH = 'Donnez « giftId » ou « swaps », pas les deux';
const TWICE = 'Ce cadeau est déjà échangé plus haut';

type Line = typeof orderItems.$inferSelect & { giftId: string };

/**
 * The order's lines the recipient may swap: its physical lines whose gift the shop lets the recipient exchange
 * (`gifts.swappable`), in the order's line order.
 */
export async function swappableLines(db: DbOrTx, orderId: string): Promise<Line[]> {
  const rows = await db
    .select({ item: orderItems })
    .from(orderItems)
    .innerJoin(gifts, eq(gifts.id, orderItems.giftId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.giftType, 'physical'), eq(gifts.swappable, true)))
    .orderBy(asc(orderItems.id));
  return rows.map((r) => r.item).filter((item): item is Line => item.giftId !== null);
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

/** What may replace one line: the nearest in value first (what the sender meant to give), the price itself never said. */
async function alternativesOf(db: DbOrTx, line: Line) {
  const rows = await db
    .select({ id: gifts.id, name: gifts.name, description: gifts.description, images: gifts.images })
    .from(gifts)
    .where(takesPlaceOf(line))
    .orderBy(desc(gifts.price), asc(sql`${gifts.name}->>'fr'`), asc(gifts.id))
    .limit(MAX_ALTERNATIVES);
  return rows.map(({ images, ...g }) => ({ ...g, image: images[0] ?? null }));
}

/**
 * What the recipient may take instead, per swappable line (decision 051); `gifts` repeats the one line's choices
 * when there is only one, as `giftId` swaps only that one.
 */
export async function alternativesFor(db: DbOrTx, orderId: string): Promise<ClaimAlternatives> {
  const lines = await swappableLines(db, orderId);
  const answer = await Promise.all(lines.map(async (line) => ({ itemId: line.id, name: line.name, image: line.image, gifts: await alternativesOf(db, line) })));
  return { gifts: answer.length === 1 ? answer[0]!.gifts : [], lines: answer };
}

export interface Swap {
  offered: Localized;
  chosen: Localized;
  /** What the swapped line cost minus what the chosen gift costs today, for the line's quantity, in dirhams; "0.00" when equal. */
  difference: string;
  /** The swapped line's VAT rate as paid: a refunded difference is credited at it. */
  vatRate: number;
}

/** A swap asked for: which line (`itemId`) becomes which gift, with where a refusal points in the request. */
export interface SwapAsked {
  itemId: string | null;
  giftId: string;
  path: string;
}

/**
 * The swaps the request asks for: `giftId` alone swaps the order's one swappable line (refused when it has several:
 * which one it replaces would be a guess), `swaps` names each line. Refused with 400 before anything is written.
 */
export function swapsAsked(input: { giftId?: string | undefined; swaps?: { itemId: string; giftId: string }[] | undefined }): SwapAsked[] {
  if (input.giftId && input.swaps?.length) throw invalid(BOTH, { issues: [{ path: 'giftId', message: BOTH }] });
  if (input.giftId) return [{ itemId: null, giftId: input.giftId, path: 'giftId' }];
  const asked = (input.swaps ?? []).map((s, i) => ({ ...s, path: `swaps.${i}` }));
  const twice = asked.find((s, i) => asked.findIndex((o) => o.itemId === s.itemId) !== i);
  if (twice) throw invalid(TWICE, { issues: [{ path: `${twice.path}.itemId`, message: TWICE }] });
  return asked;
}

/**
 * Swaps the asked lines in the caller's transaction: each old gift's stock goes back, each new one's is taken (the
 * chosen gifts locked in id order, so two claims never wait on each other in a circle). A line keeps the price and
 * VAT rate paid (the invoice issued at payment is the sender's: decision 051); it takes the new gift's id, name and
 * picture. A gift that may not replace its line is refused with 400, one that ran out or was withdrawn with 409;
 * the caller's transaction then writes nothing.
 */
export async function swapLines(tx: DbOrTx, orderId: string, asked: SwapAsked[]): Promise<Swap[]> {
  if (asked.length === 0) return [];
  const lines = await swappableLines(tx, orderId);
  const refuse = (path: string) => invalid(NOT_SWAPPABLE, { issues: [{ path, message: NOT_SWAPPABLE }] });
  const pairs = asked.map((a) => {
    if (a.itemId === null && lines.length > 1) throw invalid(WHICH_LINE, { issues: [{ path: a.path, message: WHICH_LINE }] });
    const line = a.itemId === null ? lines[0] : lines.find((l) => l.id === a.itemId);
    if (!line) throw refuse(a.itemId === null ? a.path : `${a.path}.itemId`);
    return { line, giftId: a.giftId, path: a.itemId === null ? a.path : `${a.path}.giftId` };
  });
  const swaps: Swap[] = [];
  for (const { line, giftId, path } of [...pairs].sort((a, b) => a.giftId.localeCompare(b.giftId))) {
    // Locked before the stock moves, so a checkout taking the last one waits and the check below holds.
    const [gift] = await tx.select().from(gifts).where(eq(gifts.id, giftId)).for('update');
    if (!gift || gift.id === line.giftId || gift.type !== 'physical' || toCentimes(gift.price) > toCentimes(line.unitPrice)) throw refuse(path);
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
    swaps.push({ offered: line.name, chosen: gift.name, difference: fromCentimes(difference), vatRate: line.vatRate });
  }
  return swaps;
}
