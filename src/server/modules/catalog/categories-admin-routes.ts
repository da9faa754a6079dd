import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoryDeleteResultSchema,
  CategoryInputSchema,
  CategorySchema,
  CategoryUpdateSchema,
} from '../../../contracts/catalog.js';
import type { CatalogCache } from './catalog-cache.js';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories-service.js';

const params = z.object({ id: z.string() });

/** The back office's categories, hidden ones included; gift lists embed categories, so writes clear them. */
export function categoryAdminRoutes(cache: CatalogCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/categories', { schema: { response: { 200: z.array(CategorySchema) } } }, async () =>
      listCategories(app.db, { includeHidden: true }),
    );

    app.post('/api/categories', { schema: { body: CategoryInputSchema, response: { 201: CategorySchema } } }, async (request, reply) => {
      const category = await createCategory(app.db, request.body);
      await cache.invalidate('categories', 'gifts');
      return reply.status(201).send(category);
    });

    app.patch(
      '/api/categories/:id',
      { schema: { params, body: CategoryUpdateSchema, response: { 200: CategorySchema } } },
      async (request) => {
        const category = await updateCategory(app.db, request.params.id, request.body);
        await cache.invalidate('categories', 'gifts');
        return category;
      },
    );

    app.delete('/api/categories/:id', { schema: { params, response: { 200: CategoryDeleteResultSchema } } }, async (request) => {
      const result = await deleteCategory(app.db, request.params.id);
      await cache.invalidate('categories', 'gifts');
      return result;
    });
  };
}
