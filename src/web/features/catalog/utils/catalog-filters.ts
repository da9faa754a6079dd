import { CATALOG_PAGE_SIZE, catalogFirstLoad, catalogPageOf } from '@contracts/catalog-pages';

export type CatalogView = 'grid' | 'list';

/** The catalogue's state as it lives in the URL: a reload or a shared link gives the same list. */
export interface CatalogFilters {
  category: string;
  search: string;
  minPrice: string;
  maxPrice: string;
  occasion: string;
  view: CatalogView;
}

/** What `GET /api/gifts` accepts. */
export interface GiftQuery {
  categoryId?: string;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  occasion?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readFilters(params: URLSearchParams): CatalogFilters {
  return {
    category: params.get('category') ?? '',
    search: params.get('search') ?? '',
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    occasion: params.get('occasion') ?? '',
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

const price = (value: string) => {
  if (value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** The API query for the filters; values the API would refuse (a malformed id, a negative price) are left out. */
export function toGiftQuery(f: CatalogFilters): GiftQuery {
  const q: GiftQuery = {};
  if (UUID.test(f.category)) q.categoryId = f.category;
  const search = f.search.trim();
  if (search) q.search = search.slice(0, 100);
  const min = price(f.minPrice);
  const max = price(f.maxPrice);
  if (min !== undefined) q.minPrice = min;
  if (max !== undefined) q.maxPrice = max;
  const occasion = f.occasion.trim();
  if (occasion) q.occasion = occasion.slice(0, 40);
  return q;
}

/** How many pages of 24 the URL shows (`?page=3`: the first 72 gifts). */
export const readPage = (params: URLSearchParams) => catalogPageOf(params.get('page'));
export { catalogFirstLoad as firstLoad, CATALOG_PAGE_SIZE };

/** The URL parameters showing `page` pages; page 1 is the bare URL. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** The next URL parameters: empty values and the default grid view are dropped, other parameters kept; new filters start again at page 1. */
export function withFilters(params: URLSearchParams, patch: Partial<CatalogFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (Object.keys(patch).some((key) => key !== 'view')) next.delete('page');
  for (const [key, value] of Object.entries(patch)) {
    if (!value || (key === 'view' && value === 'grid')) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export const hasActiveFilters = (f: CatalogFilters) =>
  Boolean(f.category || f.search.trim() || f.minPrice || f.maxPrice || f.occasion);

/** How many of the filters folded behind the phone's "Filtres" button are set: category, minimum and maximum price. */
export const foldedFilterCount = (f: CatalogFilters) => [f.category, f.minPrice.trim(), f.maxPrice.trim()].filter(Boolean).length;

/** Every filter cleared; the chosen view stays. */
export const clearedFilters: Partial<CatalogFilters> = { category: '', search: '', minPrice: '', maxPrice: '', occasion: '' };
