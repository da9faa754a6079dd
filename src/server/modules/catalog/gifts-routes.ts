import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/session.js';
import {
  GiftDeleteResultSchema,
  GiftFiltersSchema,
  GiftInputSchema,
  GiftSchema,
  GiftUpdateSchema,
} from '../../../contracts/catalog.js';
import { CachedJson, sendCachedJson } from './cached-json.js';
import { getGift, listFeaturedGifts, listGifts, listSimilarGifts } from './gifts-query.js';
import { createGift, deleteGift, updateGift } from './gifts-service.js';
import type { shortCache } from './list-cache.js';

const params = z.object({ id: z.string() });
const giftList = z.array(GiftSchema);
const isAdmin = (request: FastifyRequest) => request.user?.role === 'admin';

/** Gifts. Visitors' lists come through `cache`; the admin always reads the database. */
export function giftRoutes(cache: ReturnType<typeof shortCache<CachedJson>>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/gifts',
      { schema: { querystring: GiftFiltersSchema, response: { 200: giftList } } },
      async (request, reply) => {
        if (isAdmin(request)) return listGifts(app.db, request.query, { includeInactive: true });
        const body = await cache.get(JSON.stringify(request.query), async () =>
          CachedJson.of(giftList, await listGifts(app.db, request.query, { includeInactive: false })),
        );
        return sendCachedJson(request, reply, body);
      },
    );

    app.get('/api/gifts/featured', { schema: { response: { 200: giftList } } }, async (request, reply) => {
      const body = await cache.get('featured', async () => CachedJson.of(giftList, await listFeaturedGifts(app.db)));
      return sendCachedJson(request, reply, body);
    });

    app.get('/api/gifts/:id', { schema: { params, response: { 200: GiftSchema } } }, async (request) =>
      getGift(app.db, request.params.id, { includeInactive: isAdmin(request) }),
    );

    app.get('/api/gifts/:id/similar', { schema: { params, response: { 200: giftList } } }, async (request) =>
      listSimilarGifts(app.db, request.params.id, { includeInactive: isAdmin(request) }),
    );

    app.post(
      '/api/gifts',
      { onRequest: requireAdmin, schema: { body: GiftInputSchema, response: { 201: GiftSchema } } },
      async (request, reply) => {
        const gift = await createGift(app.db, request.body);
        cache.clear();
        return reply.status(201).send(gift);
      },
    );

    app.patch(
      '/api/gifts/:id',
      { onRequest: requireAdmin, schema: { params, body: GiftUpdateSchema, response: { 200: GiftSchema } } },
      async (request) => {
        const gift = await updateGift(app.db, request.params.id, request.body);
        cache.clear();
        return gift;
      },
    );

    app.delete(
      '/api/gifts/:id',
      { onRequest: requireAdmin, schema: { params, response: { 200: GiftDeleteResultSchema } } },
      async (request) => {
        const result = await deleteGift(app.db, request.params.id);
        cache.clear();
        return result;
      },
    );
  };
}
