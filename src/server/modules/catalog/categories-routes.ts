import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CategorySchema } from '../../../contracts/catalog.js';
import { CachedAnswer } from '../../lib/caches/cached-answer.js';
import type { CatalogCache } from './catalog-cache.js';
import { listCategories } from './categories-service.js';

const categoryList = z.array(CategorySchema);

/** The categories a visitor sees: visible ones, in display order, served through the public cache. */
export const categoryRoutes =
  (cache: CatalogCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/categories', { schema: { response: { 200: categoryList, 304: z.null() } } }, async (request, reply) => {
      return cache.send(request, reply, 'categories', 'list', async () =>
        CachedAnswer.json(categoryList, await listCategories(app.db, { includeHidden: false })),
      );
    });
  };
