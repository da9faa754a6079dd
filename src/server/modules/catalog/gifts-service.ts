import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { categories, gifts, orderItems } from '../../db/schema/index.js';
import { conflict, invalid, notFound } from '../../http/app-error.js';
import { giftSearchText } from '../../lib/language/search-text.js';
import type { Gift, GiftDeleteResult, GiftInputSchema, GiftUpdateSchema } from '../../../contracts/catalog.js';
import { giftColumns, toGift, toLocalized } from './mappers.js';
import { GIFT_NOT_FOUND } from './gifts-query.js';
import { isUniqueViolation } from '../../db/errors.js';
import { isUuid, slugify, uniqueSlug } from './slug.js';

type GiftInput = z.output<typeof GiftInputSchema>;
type GiftUpdate = z.output<typeof GiftUpdateSchema>;

const SLUG_TAKEN = 'Cet identifiant d’URL est déjà utilisé par un autre cadeau.';

async function checkCategory(db: DbOrTx, categoryId: string | null | undefined) {
  if (!categoryId) return;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!row) throw invalid('Catégorie introuvable');
}

async function checkSlugFree(db: DbOrTx, slug: string, exceptId?: string) {
  const [row] = await db.select({ id: gifts.id }).from(gifts).where(eq(gifts.slug, slug)).limit(1);
  if (row && row.id !== exceptId) throw conflict(SLUG_TAKEN);
}

const rethrowSlugConflict = (err: unknown): never => {
  throw isUniqueViolation(err) ? conflict(SLUG_TAKEN) : err;
};

export async function createGift(db: Db, input: GiftInput): Promise<Gift> {
  await checkCategory(db, input.categoryId);
  if (input.slug) await checkSlugFree(db, input.slug);
  const description = input.description ?? { fr: '' };
  const type = input.type ?? 'physical';
  const slug = input.slug ?? (await uniqueSlug(db, gifts, slugify(input.name.fr, 'cadeau')));
  const [row] = await db
    .insert(gifts)
    .values({
      ...input,
      slug,
      description,
      type,
      // Digital gifts are unlimited unless told otherwise; a physical gift starts with no stock.
      stock: input.stock !== undefined ? input.stock : type === 'digital' ? null : 0,
      searchText: giftSearchText(input.name, description),
    })
    .returning(giftColumns)
    .catch(rethrowSlugConflict);
  return toGift(row!);
}

/** Rewrites search_text from the merged names and descriptions whenever either changes. */
export async function updateGift(db: Db, id: string, input: GiftUpdate): Promise<Gift> {
  if (!isUuid(id)) throw notFound(GIFT_NOT_FOUND);
  await checkCategory(db, input.categoryId);
  if (input.slug) await checkSlugFree(db, input.slug, id);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: gifts.name, description: gifts.description })
      .from(gifts)
      .where(eq(gifts.id, id))
      .for('update');
    if (!current) throw notFound(GIFT_NOT_FOUND);
    const textChanged = input.name !== undefined || input.description !== undefined;
    const name = input.name ?? toLocalized(current.name);
    const description = input.description ?? toLocalized(current.description);
    const [row] = await tx
      .update(gifts)
      .set({
        ...input,
        ...(textChanged && { searchText: giftSearchText(name, description) }),
        updatedAt: new Date(),
      })
      .where(eq(gifts.id, id))
      .returning(giftColumns)
      .catch(rethrowSlugConflict);
    return toGift(row!);
  });
}

/** A gift that appears in orders is deactivated rather than deleted, so order history and reviews keep it. */
export async function deleteGift(db: Db, id: string): Promise<GiftDeleteResult> {
  if (!isUuid(id)) throw notFound(GIFT_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [gift] = await tx.select({ id: gifts.id }).from(gifts).where(eq(gifts.id, id)).for('update');
    if (!gift) throw notFound(GIFT_NOT_FOUND);
    const [ordered] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.giftId, id)).limit(1);
    if (ordered) {
      await tx.update(gifts).set({ isActive: false, isFeatured: false, updatedAt: new Date() }).where(eq(gifts.id, id));
      return {
        id,
        outcome: 'deactivated',
        message: 'Ce cadeau figure dans des commandes : il a été désactivé au lieu d’être supprimé.',
      };
    }
    await tx.delete(gifts).where(eq(gifts.id, id));
    return { id, outcome: 'deleted', message: 'Cadeau supprimé' };
  });
}
