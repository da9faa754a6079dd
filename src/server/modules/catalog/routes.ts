import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogCache } from './catalog-cache.js';
import { categoryAdminRoutes } from './categories-admin-routes.js';
import { categoryRoutes } from './categories-routes.js';
import { giftAdminRoutes } from './gifts-admin-routes.js';
import { giftRoutes } from './gifts-routes.js';

/** Categories and gifts as visitors see them (storefront spec §7). */
export const catalogRoutes = (cache: CatalogCache): FastifyPluginAsyncZod => async (app) => {
  await app.register(giftRoutes(cache));
  await app.register(categoryRoutes(cache));
};

/** The catalogue's back office routes (back office spec §7); mounted behind the admin guard. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(giftAdminRoutes);
  await app.register(categoryAdminRoutes);
};
