import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contracts/common.js';
import { PromotionInputSchema, PromotionListSchema, PromotionPatchSchema, PromotionSchema } from '../../../contracts/promotions.js';
import { createPromotion, listPromotions, setPromotionActive } from './admin.js';

/** The owner's promotions: create, pause or resume, and read each one's uses and revenue; behind the admin guard. */
export const promotionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/promotions', { schema: { response: { 200: PromotionListSchema } } }, async () => listPromotions(app.db));
  app.post('/api/admin/promotions', { config: { changes: ['promotions'] }, schema: { body: PromotionInputSchema, response: { 201: PromotionSchema } } }, async (request, reply) =>
    reply.status(201).send(await createPromotion(app.db, request.body)),
  );
  app.patch('/api/admin/promotions/:id', { config: { changes: ['promotions'] }, schema: { params: IdParamsSchema, body: PromotionPatchSchema, response: { 200: PromotionSchema } } }, async (request) =>
    setPromotionActive(app.db, request.params.id, request.body.active),
  );
};
