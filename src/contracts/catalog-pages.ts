// No zod here: the storefront's catalogue page imports these, and zod stays out of its download.

/** The storefront's catalogue page shows 24 gifts more at a time ("Voir plus", `?page=N`). */
export const CATALOG_PAGE_SIZE = 24;
const CATALOG_FIRST_LOAD_PAGES = 8;

/** The `page` of the catalogue page's URL: how many pages of 24 it shows. */
export function catalogPageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/**
 * The catalogue page's first request: every page its URL shows, at most 8 (192 gifts, under the
 * API's 200); the server's preload hints ask for the same URL.
 */
export const catalogFirstLoad = (page: number) => ({ offset: 0, limit: Math.min(page, CATALOG_FIRST_LOAD_PAGES) * CATALOG_PAGE_SIZE });

/**
 * The catalogue page's URL parameters: its filters, view and page (src/web/features/catalog/utils/
 * catalog-filters.ts reads them). The server keys the page's rendered HTML on these alone.
 */
export const CATALOG_URL_PARAMS = ['category', 'search', 'minPrice', 'maxPrice', 'occasion', 'view', 'page'] as const;
export type CatalogUrlParam = (typeof CATALOG_URL_PARAMS)[number];
