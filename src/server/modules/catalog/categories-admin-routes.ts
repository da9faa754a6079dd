import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoryDeleteResultSchema,
  CategoryInputSchema,
  CategorySchema,
  CategoryUpdateSchema,
} from '../../../contracts/catalog.js';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories-service.js';

const params = z.object({ id: z.string() });

/** The back office's categories, hidden ones included; every write changes the categories (lib/caches). */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { changes: ['categories'] } as const;

  app.get('/api/admin/categories', { schema: { response: { 200: z.array(CategorySchema) } } }, async () =>
    listCategories(app.db, { includeHidden: true }),
  );

  app.post('/api/categories', { config, schema: { body: CategoryInputSchema, response: { 201: CategorySchema } } }, async (request, reply) =>
    reply.status(201).send(await createCategory(app.db, request.body)),
  );

  app.patch(
    '/api/categories/:id',
    { config, schema: { params, body: CategoryUpdateSchema, response: { 200: CategorySchema } } },
    async (request) => updateCategory(app.db, request.params.id, request.body),
  );

  // The database counts the gifts the deleted category leaves (none: a category holding gifts stays).
  app.delete('/api/categories/:id', { config: { changes: ['categories', 'gifts'] }, schema: { params, response: { 200: CategoryDeleteResultSchema } } }, async (request) =>
    deleteCategory(app.db, request.params.id),
  );
};
