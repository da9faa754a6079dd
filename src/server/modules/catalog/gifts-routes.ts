import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GiftListQuerySchema, GiftSchema } from '../../../contracts/catalog.js';
import { CachedAnswer } from '../../lib/caches/cached-answer.js';
import type { CatalogCache } from './catalog-cache.js';
import { getGift, listFeaturedGifts, listGiftPage, listSimilarGifts } from './gifts-query.js';

const params = z.object({ id: z.string() });
const giftList = z.array(GiftSchema);

/** The gifts a visitor sees: active ones only, every answer served through the public cache. */
export function giftRoutes(cache: CatalogCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/gifts',
      { schema: { querystring: GiftListQuerySchema, response: { 200: giftList.describe('One page; the number of matching gifts in X-Total-Count'), 304: z.null() } } },
      async (request, reply) => {
        // The parsed query (filters, limit, offset): equivalent query strings share one entry.
        return cache.send(request, reply, 'gifts', `list:${JSON.stringify(request.query)}`, async () => {
          const page = await listGiftPage(app.db, request.query);
          return CachedAnswer.json(giftList, page.gifts, { 'x-total-count': String(page.total) });
        });
      },
    );

    app.get('/api/gifts/featured', { schema: { response: { 200: giftList, 304: z.null() } } }, async (request, reply) => {
      return cache.send(request, reply, 'gifts', 'featured', async () => CachedAnswer.json(giftList, await listFeaturedGifts(app.db)));
    });

    // Only well-formed ids reach the cache (getGift refuses the others), so its keys stay few.
    app.get('/api/gifts/:id', { schema: { params, response: { 200: GiftSchema, 304: z.null() } } }, async (request, reply) => {
      return cache.send(request, reply, 'gifts', `gift:${request.params.id.toLowerCase()}`, async () =>
        CachedAnswer.json(GiftSchema, await getGift(app.db, request.params.id, { includeInactive: false })),
      );
    });

    app.get('/api/gifts/:id/similar', { schema: { params, response: { 200: giftList, 304: z.null() } } }, async (request, reply) => {
      return cache.send(request, reply, 'gifts', `similar:${request.params.id.toLowerCase()}`, async () =>
        CachedAnswer.json(giftList, await listSimilarGifts(app.db, request.params.id, { includeInactive: false })),
      );
    });
  };
}
