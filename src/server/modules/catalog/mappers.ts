import { gifts, type categories } from '../../db/schema/index.js';
import type { Localized } from '../../db/schema/columns.js';
import type { Category, Gift } from '../../../contracts/catalog.js';

/** Older rows may hold a plain string where a localized object is expected: read it as French. */
export function toLocalized(value: unknown): Localized {
  if (typeof value === 'string') return { fr: value };
  if (value && typeof value === 'object' && typeof (value as Localized).fr === 'string') {
    const v = value as Localized;
    return { fr: v.fr, ...(v.ar !== undefined && { ar: v.ar }), ...(v.en !== undefined && { en: v.en }) };
  }
  return { fr: '' };
}

/** The gift columns an answer needs (never search_text or timestamps). */
export const giftColumns = {
  id: gifts.id,
  slug: gifts.slug,
  name: gifts.name,
  description: gifts.description,
  price: gifts.price,
  categoryId: gifts.categoryId,
  type: gifts.type,
  stock: gifts.stock,
  deliveryTime: gifts.deliveryTime,
  vatRate: gifts.vatRate,
  isActive: gifts.isActive,
  isFeatured: gifts.isFeatured,
  swappable: gifts.swappable,
  images: gifts.images,
  tags: gifts.tags,
  reviewCount: gifts.reviewCount,
  ratingAverage: gifts.ratingAverage,
};

export type GiftRow = { [K in keyof typeof giftColumns]: (typeof gifts.$inferSelect)[K] };

export function toGift({ ratingAverage, ...row }: GiftRow): Gift {
  const images = Array.isArray(row.images) ? row.images : [];
  const first = images[0] ?? null;
  return {
    ...row,
    averageRating: ratingAverage === null ? null : Number(ratingAverage),
    name: toLocalized(row.name),
    description: toLocalized(row.description),
    images,
    tags: Array.isArray(row.tags) ? row.tags : [],
    primaryImage: first,
    imageUrl: first,
  };
}

export function toCategory(row: typeof categories.$inferSelect): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: toLocalized(row.name),
    description: toLocalized(row.description),
    imageUrl: row.imageUrl,
    color: row.color,
    icon: row.icon,
    order: row.sortOrder,
    isVisible: row.isVisible,
  };
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** What the catalogue is sorted by: featured first, then French name (French collation on either database), then id. */
export interface GiftSortKey {
  id: string;
  isFeatured: boolean;
  nameFr: string;
}

export function compareGiftKeys(a: GiftSortKey, b: GiftSortKey): number {
  if (a.isFeatured !== b.isFeatured) return a.isFeatured ? -1 : 1;
  return collator.compare(a.nameFr, b.nameFr) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export const compareGifts = (a: Gift, b: Gift) =>
  compareGiftKeys({ id: a.id, isFeatured: a.isFeatured, nameFr: a.name.fr }, { id: b.id, isFeatured: b.isFeatured, nameFr: b.name.fr });

export function compareCategories(a: Category, b: Category): number {
  return a.order - b.order || collator.compare(a.name.fr, b.name.fr) || (a.id < b.id ? -1 : 1);
}
