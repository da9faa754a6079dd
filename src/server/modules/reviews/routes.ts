import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../contracts/common.js';
import {
  AdminReviewQuerySchema,
  AdminReviewSchema,
  CreateReviewSchema,
  PageQuerySchema,
  PublishedReviewPageSchema,
  ReviewCountsSchema,
  ReviewSchema,
  ReviewStatusSchema,
} from '../../../contracts/reviews.js';
import { notFound } from '../../http/app-error.js';
import { viewerOf } from '../orders/index.js';
import { createReview, findOrderReview } from './create.js';
import { countReviews, listAdminReviews, setReviewStatus } from './moderation.js';
import { listPublishedReviews } from './published.js';

const orderParams = z.object({ orderId: z.string().uuid('Identifiant invalide') });

/** A customer's review of an order, and the published reviews anyone reads on a gift's page. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/reviews', { schema: { body: CreateReviewSchema, response: { 201: ReviewSchema } } }, async (request, reply) =>
    reply.status(201).send(await createReview(app.db, viewerOf(request), request.body, app.deps.config.publicUrl)),
  );

  app.get('/api/reviews/order/:orderId', { schema: { params: orderParams, response: { 200: ReviewSchema } } }, async (request) => {
    const review = await findOrderReview(app.db, viewerOf(request), request.params.orderId);
    if (!review) throw notFound('Aucune évaluation pour cette commande');
    return review;
  });

  app.get(
    '/api/gifts/:id/reviews',
    { schema: { params: IdParamsSchema, querystring: PageQuerySchema, response: { 200: PublishedReviewPageSchema } } },
    async (request) => listPublishedReviews(app.db, request.params.id, request.query),
  );
};

/** Moderation (back office spec §7); mounted behind the admin guard. A change recounts the ratings the gifts carry. */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reviews',
    { schema: { querystring: AdminReviewQuerySchema, response: { 200: z.array(AdminReviewSchema) } } },
    async (request, reply) => {
      const { items, total } = await listAdminReviews(app.db, request.query);
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  app.get('/api/admin/reviews/counts', { schema: { response: { 200: ReviewCountsSchema } } }, async () => countReviews(app.db));

  app.put(
    '/api/admin/reviews/:id/status',
    { config: { changes: ['gifts'] }, schema: { params: IdParamsSchema, body: ReviewStatusSchema, response: { 200: ReviewSchema } } },
    async (request) => setReviewStatus(app.db, request.params.id, request.body),
  );
};
