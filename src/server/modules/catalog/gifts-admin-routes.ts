import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GiftDeleteResultSchema,
  GiftFiltersSchema,
  GiftInputSchema,
  GiftSchema,
  GiftUpdateSchema,
} from '../../../contracts/catalog.js';
import { getGift, listGifts } from './gifts-query.js';
import { createGift, deleteGift, updateGift } from './gifts-service.js';

const params = z.object({ id: z.string() });

/** The back office's gifts, inactive ones included; every write changes the gifts (lib/caches). */
export const giftAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { changes: ['gifts'] } as const;

  app.get('/api/admin/gifts', { schema: { querystring: GiftFiltersSchema, response: { 200: z.array(GiftSchema) } } }, async (request) =>
    listGifts(app.db, request.query, { includeInactive: true }),
  );

  app.get('/api/admin/gifts/:id', { schema: { params, response: { 200: GiftSchema } } }, async (request) =>
    getGift(app.db, request.params.id, { includeInactive: true }),
  );

  app.post('/api/gifts', { config, schema: { body: GiftInputSchema, response: { 201: GiftSchema } } }, async (request, reply) =>
    reply.status(201).send(await createGift(app.db, request.body)),
  );

  app.patch('/api/gifts/:id', { config, schema: { params, body: GiftUpdateSchema, response: { 200: GiftSchema } } }, async (request) =>
    updateGift(app.db, request.params.id, request.body),
  );

  // The database counts the order lines the deleted gift leaves (none: an ordered gift is only withdrawn).
  app.delete('/api/gifts/:id', { config: { changes: ['gifts', 'orders'] }, schema: { params, response: { 200: GiftDeleteResultSchema } } }, async (request) =>
    deleteGift(app.db, request.params.id),
  );
};
