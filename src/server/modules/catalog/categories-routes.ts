import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CategorySchema } from '../../../contracts/catalog.js';
import { listCategories } from './categories-service.js';

/** The categories a visitor sees: visible ones, in display order. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/categories', { schema: { response: { 200: z.array(CategorySchema) } } }, async () =>
    listCategories(app.db, { includeHidden: false }),
  );
};
