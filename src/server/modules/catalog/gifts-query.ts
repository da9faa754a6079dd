import { and, desc, eq, gte, ilike, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gifts } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import { normalizeSearch } from '../../lib/language/search-text.js';
import type { Gift, GiftFilters, GiftListQuery } from '../../../contracts/catalog.js';
import { compareGiftKeys, compareGifts, giftColumns, toGift } from './mappers.js';
import { isUuid } from './slug.js';

export const GIFT_NOT_FOUND = "Ce cadeau n'existe pas ou n'est plus disponible.";
const FEATURED_MAX = 12;
const SIMILAR_MAX = 4;
const SEARCH_WORDS_MAX = 8;

/** LIKE treats % and _ as wildcards and \ as the escape: a visitor's characters stay literal. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word of the search must appear in the gift's normalised text, in any of its languages. */
function searchConditions(search: string | undefined): SQL[] {
  if (!search) return [];
  const words = normalizeSearch(search).split(' ').filter(Boolean).slice(0, SEARCH_WORDS_MAX);
  return words.map((w) => ilike(gifts.searchText, `%${escapeLike(w)}%`));
}

function giftConditions(filters: GiftFilters, opts: { includeInactive: boolean }): SQL | undefined {
  return and(
    opts.includeInactive ? undefined : eq(gifts.isActive, true),
    filters.categoryId ? eq(gifts.categoryId, filters.categoryId) : undefined,
    filters.minPrice !== undefined ? gte(gifts.price, String(filters.minPrice)) : undefined,
    filters.maxPrice !== undefined ? lte(gifts.price, String(filters.maxPrice)) : undefined,
    filters.occasion ? sql`${gifts.tags} @> ${JSON.stringify([filters.occasion])}::jsonb` : undefined,
    ...searchConditions(filters.search),
  );
}

/** The whole matching catalogue in one query (the back office's list), newest first: a gift just created is at the top. */
export async function listGifts(db: DbOrTx, filters: GiftFilters, opts: { includeInactive: boolean }): Promise<Gift[]> {
  const rows = await db.select(giftColumns).from(gifts).where(giftConditions(filters, opts)).orderBy(desc(gifts.createdAt), gifts.id);
  return rows.map(toGift);
}

/** Older rows may hold a plain string as the name: it is the French one. */
const frenchName = sql<string>`case when jsonb_typeof(${gifts.name}) = 'string' then ${gifts.name} #>> '{}' else coalesce(${gifts.name} ->> 'fr', '') end`;

/**
 * One page of the visitors' catalogue and how many gifts match. The sort keys of every match are
 * read (a few bytes each) and sorted with the French collation; only the page's rows are read in full.
 */
export async function listGiftPage(db: DbOrTx, q: GiftListQuery): Promise<{ total: number; gifts: Gift[] }> {
  const keys = await db
    .select({ id: gifts.id, isFeatured: gifts.isFeatured, nameFr: frenchName })
    .from(gifts)
    .where(giftConditions(q, { includeInactive: false }));
  const ids = keys.sort(compareGiftKeys).slice(q.offset, q.offset + q.limit).map((k) => k.id);
  if (ids.length === 0) return { total: keys.length, gifts: [] };
  const rows = await db.select(giftColumns).from(gifts).where(inArray(gifts.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toGift(r)]));
  return { total: keys.length, gifts: ids.flatMap((id) => byId.get(id) ?? []) };
}

export async function listFeaturedGifts(db: DbOrTx): Promise<Gift[]> {
  const rows = await db
    .select(giftColumns)
    .from(gifts)
    .where(and(eq(gifts.isActive, true), eq(gifts.isFeatured, true)));
  return rows.map(toGift).sort(compareGifts).slice(0, FEATURED_MAX);
}

/** One gift; an inactive one exists only for the admin, and a malformed id is simply not found. */
export async function getGift(db: DbOrTx, id: string, opts: { includeInactive: boolean }): Promise<Gift> {
  if (!isUuid(id)) throw notFound(GIFT_NOT_FOUND);
  const [row] = await db.select(giftColumns).from(gifts).where(eq(gifts.id, id)).limit(1);
  if (!row || (!row.isActive && !opts.includeInactive)) throw notFound(GIFT_NOT_FOUND);
  return toGift(row);
}

/** Up to 4 other active gifts of the same category, the closest in price first. */
export async function listSimilarGifts(db: DbOrTx, id: string, opts: { includeInactive: boolean }): Promise<Gift[]> {
  const gift = await getGift(db, id, opts);
  if (!gift.categoryId) return [];
  const rows = await db
    .select(giftColumns)
    .from(gifts)
    .where(and(eq(gifts.categoryId, gift.categoryId), eq(gifts.isActive, true), ne(gifts.id, gift.id)))
    .orderBy(sql`abs(${gifts.price} - ${gift.price}::numeric)`, gifts.id)
    .limit(SIMILAR_MAX);
  return rows.map(toGift);
}
