import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/session.js';
import {
  CategoryDeleteResultSchema,
  CategoryInputSchema,
  CategorySchema,
  CategoryUpdateSchema,
} from '../../../contracts/catalog.js';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories-service.js';

const params = z.object({ id: z.string() });

/** Categories; `onChange` lets the gift list cache forget answers that embed the old catalogue. */
export function categoryRoutes(onChange: () => void): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/categories', { schema: { response: { 200: z.array(CategorySchema) } } }, async (request) =>
      listCategories(app.db, { includeHidden: request.user?.role === 'admin' }),
    );

    app.post(
      '/api/categories',
      { onRequest: requireAdmin, schema: { body: CategoryInputSchema, response: { 201: CategorySchema } } },
      async (request, reply) => {
        const category = await createCategory(app.db, request.body);
        onChange();
        return reply.status(201).send(category);
      },
    );

    app.patch(
      '/api/categories/:id',
      { onRequest: requireAdmin, schema: { params, body: CategoryUpdateSchema, response: { 200: CategorySchema } } },
      async (request) => {
        const category = await updateCategory(app.db, request.params.id, request.body);
        onChange();
        return category;
      },
    );

    app.delete(
      '/api/categories/:id',
      { onRequest: requireAdmin, schema: { params, response: { 200: CategoryDeleteResultSchema } } },
      async (request) => {
        const result = await deleteCategory(app.db, request.params.id);
        onChange();
        return result;
      },
    );
  };
}
