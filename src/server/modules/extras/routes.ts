import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contracts/common.js';
import { ExtraInputSchema, ExtraListSchema, ExtraPatchSchema, ExtraSchema, ExtrasQuerySchema, OfferedExtraListSchema } from '../../../contracts/extras.js';
import { createExtra, listExtras, updateExtra } from './admin.js';
import { offeredExtras } from './offer.js';

/** What the checkout offers with a physical gift sent to a city. */
export const extraRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/extras', { schema: { querystring: ExtrasQuerySchema, response: { 200: OfferedExtraListSchema } } }, async (request) =>
    offeredExtras(app.db, { city: request.query.city, everywhere: request.query.everywhere === 'true' }),
  );
};

/** The owner's extras: create, change (price, stock, zones), pause or resume; behind the admin guard. */
export const extraAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/extras', { schema: { response: { 200: ExtraListSchema } } }, async () => listExtras(app.db));
  app.post('/api/admin/extras', { schema: { body: ExtraInputSchema, response: { 201: ExtraSchema } } }, async (request, reply) =>
    reply.status(201).send(await createExtra(app.db, request.body, app.now())),
  );
  app.patch('/api/admin/extras/:id', { schema: { params: IdParamsSchema, body: ExtraPatchSchema, response: { 200: ExtraSchema } } }, async (request) =>
    updateExtra(app.db, request.params.id, request.body, app.now()),
  );
};
