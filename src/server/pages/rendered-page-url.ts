import { catalogPageOf, type CatalogUrlParam } from '../../contracts/catalog-pages.js';
import { storePageAt, type StorePage } from '../../contracts/pages.js';

/** A parameter's value as the page reads it; '' when the page reads it as absent. */
type Reading = (value: string) => string;
const asGiven: Reading = (value) => value;

const catalogReadings: Record<CatalogUrlParam, Reading> = {
  category: asGiven,
  search: asGiven,
  minPrice: asGiven,
  maxPrice: asGiven,
  occasion: asGiven,
  view: (value) => (value === 'list' ? value : ''),
  page: (value) => {
    const page = catalogPageOf(value);
    return page > 1 ? String(page) : '';
  },
};

/** The query parameters each rendered page reads, in the order its key lists them; the other pages read none. */
const pageParams: Partial<Record<StorePage, Record<string, Reading>>> = { catalog: catalogReadings };

/**
 * The URL a rendered page is drawn and cached for: its path and only the parameters the page reads,
 * in one order, each as the page reads it. Any other parameter (a tracking tag, a random one) leads
 * to the same cached HTML instead of a fresh render.
 */
export function renderedPageUrl(url: string): string {
  const [path = '/', search = ''] = url.split('?', 2);
  const page = storePageAt(path);
  const readings = page ? pageParams[page] : undefined;
  if (!readings || !search) return path;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, read] of Object.entries(readings)) {
    const value = read(given.get(name) ?? '');
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
