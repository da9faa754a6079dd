import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GiftFiltersSchema, GiftSchema } from '../../../contracts/catalog.js';
import { CachedJson, sendCachedJson } from './cached-json.js';
import type { CatalogCache } from './catalog-cache.js';
import { getGift, listFeaturedGifts, listGifts, listSimilarGifts } from './gifts-query.js';

const params = z.object({ id: z.string() });
const giftList = z.array(GiftSchema);

/** The gifts a visitor sees: active ones only, lists served through the catalogue cache. */
export function giftRoutes(cache: CatalogCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/gifts',
      { schema: { querystring: GiftFiltersSchema, response: { 200: giftList } } },
      async (request, reply) => {
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
      getGift(app.db, request.params.id, { includeInactive: false }),
    );

    app.get('/api/gifts/:id/similar', { schema: { params, response: { 200: giftList } } }, async (request) =>
      listSimilarGifts(app.db, request.params.id, { includeInactive: false }),
    );
  };
}
