import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { categories, gifts } from '../../db/schema/index.js';
import { AppError, conflict, notFound } from '../../http/app-error.js';
import type { Category, CategoryInputSchema, CategoryUpdateSchema } from '../../../contracts/catalog.js';
import { compareCategories, toCategory } from './mappers.js';
import { isUniqueViolation } from '../../db/errors.js';
import { isUuid, slugify, uniqueSlug } from './slug.js';

const NOT_FOUND = 'Catégorie introuvable';

/** Visitors see visible categories only; the admin sees every one. Sorted by order, then name. */
export async function listCategories(db: DbOrTx, opts: { includeHidden: boolean }): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(opts.includeHidden ? undefined : eq(categories.isVisible, true));
  return rows.map(toCategory).sort(compareCategories);
}

const SLUG_TAKEN = 'Cet identifiant d’URL est déjà utilisé par une autre catégorie.';

async function checkSlugFree(db: DbOrTx, slug: string, exceptId?: string) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1);
  if (row && row.id !== exceptId) throw conflict(SLUG_TAKEN);
}

const rethrowSlugConflict = (err: unknown): never => {
  throw isUniqueViolation(err) ? conflict(SLUG_TAKEN) : err;
};

export async function createCategory(db: DbOrTx, input: z.output<typeof CategoryInputSchema>): Promise<Category> {
  const { order, slug, ...rest } = input;
  if (slug) await checkSlugFree(db, slug);
  const finalSlug = slug ?? (await uniqueSlug(db, categories, slugify(input.name.fr, 'categorie')));
  const [row] = await db
    .insert(categories)
    .values({ ...rest, slug: finalSlug, ...(order !== undefined && { sortOrder: order }) })
    .returning()
    .catch(rethrowSlugConflict);
  return toCategory(row!);
}

export async function updateCategory(db: DbOrTx, id: string, input: z.output<typeof CategoryUpdateSchema>): Promise<Category> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const { order, ...rest } = input;
  if (rest.slug) await checkSlugFree(db, rest.slug, id);
  const [row] = await db
    .update(categories)
    .set({ ...rest, ...(order !== undefined && { sortOrder: order }), updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning()
    .catch(rethrowSlugConflict);
  if (!row) throw notFound(NOT_FOUND);
  return toCategory(row);
}

/** A category that still holds gifts stays: the owner moves or deletes them first, so none is orphaned. */
export async function deleteCategory(db: DbOrTx, id: string) {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    const [held] = await tx.select({ gifts: count() }).from(gifts).where(eq(gifts.categoryId, id));
    const n = held?.gifts ?? 0;
    if (n > 0) {
      const what = n === 1 ? '1 cadeau' : `${n} cadeaux`;
      throw new AppError('category_not_empty', `Cette catégorie contient encore ${what}. Déplacez-les ou supprimez-les avant de la supprimer.`, {
        gifts: n,
      });
    }
    const [row] = await tx.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
    if (!row) throw notFound(NOT_FOUND);
    return { id: row.id, message: 'Catégorie supprimée' };
  });
}
