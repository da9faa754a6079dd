import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryRoutes } from './categories-routes.js';
import { giftRoutes } from './gifts-routes.js';
import type { CachedJson } from './cached-json.js';
import { shortCache } from './list-cache.js';

const LIST_TTL_MS = 3_000;

/** Categories and gifts (storefront spec §7, back office spec §7). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const giftLists = shortCache<CachedJson>(LIST_TTL_MS, 200);
  await app.register(giftRoutes(giftLists));
  await app.register(categoryRoutes(() => giftLists.clear()));
};
