import type { CachedJson } from './cached-json.js';
import { shortCache } from './list-cache.js';

const LIST_TTL_MS = 3_000;
const MAX_ENTRIES = 200;

/** The visitors' catalogue answers, shared by the public routes that fill it and the admin routes that clear it. */
export const createCatalogCache = () => shortCache<CachedJson>(LIST_TTL_MS, MAX_ENTRIES);
export type CatalogCache = ReturnType<typeof createCatalogCache>;
