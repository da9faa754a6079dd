import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GiftDeleteResultSchema,
  GiftFiltersSchema,
  GiftInputSchema,
  GiftSchema,
  GiftUpdateSchema,
} from '../../../contracts/catalog.js';
import type { CatalogCache } from './catalog-cache.js';
import { getGift, listGifts } from './gifts-query.js';
import { createGift, deleteGift, updateGift } from './gifts-service.js';

const params = z.object({ id: z.string() });

/** The back office's gifts, inactive ones included; every write clears the visitors' cache. */
export function giftAdminRoutes(cache: CatalogCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/gifts', { schema: { querystring: GiftFiltersSchema, response: { 200: z.array(GiftSchema) } } }, async (request) =>
      listGifts(app.db, request.query, { includeInactive: true }),
    );

    app.get('/api/admin/gifts/:id', { schema: { params, response: { 200: GiftSchema } } }, async (request) =>
      getGift(app.db, request.params.id, { includeInactive: true }),
    );

    app.post('/api/gifts', { schema: { body: GiftInputSchema, response: { 201: GiftSchema } } }, async (request, reply) => {
      const gift = await createGift(app.db, request.body);
      await cache.invalidate('gifts');
      return reply.status(201).send(gift);
    });

    app.patch('/api/gifts/:id', { schema: { params, body: GiftUpdateSchema, response: { 200: GiftSchema } } }, async (request) => {
      const gift = await updateGift(app.db, request.params.id, request.body);
      await cache.invalidate('gifts');
      return gift;
    });

    app.delete('/api/gifts/:id', { schema: { params, response: { 200: GiftDeleteResultSchema } } }, async (request) => {
      const result = await deleteGift(app.db, request.params.id);
      await cache.invalidate('gifts');
      return result;
    });
  };
}
