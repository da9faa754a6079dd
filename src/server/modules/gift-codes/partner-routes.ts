import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../contracts/common.js';
import { CreatePartnerSchema, PartnerSchema } from '../../../contracts/partners.js';
import { requireAdmin } from '../../http/session.js';
import { addPartner, listPartners, revokePartner } from './partners.js';

/** The back office's partners: the counters (a spa, a riad) that may check and redeem the shop's gift codes. */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['partners'];

  app.get('/api/admin/partners', { onRequest: requireAdmin, schema: { tags, response: { 200: z.array(PartnerSchema) } } }, () => listPartners(app.db));

  app.post('/api/admin/partners', { onRequest: requireAdmin, config: { changes: ['users'] }, schema: { tags, body: CreatePartnerSchema, response: { 201: PartnerSchema } } }, async (request, reply) =>
    reply.code(201).send(await addPartner(app.db, request.body)),
  );

  app.delete('/api/admin/partners/:id', { onRequest: requireAdmin, config: { changes: ['users', 'sessions'] }, schema: { tags, params: IdParamsSchema } }, async (request, reply) => {
    await revokePartner(app.db, request.params.id);
    return reply.code(204).send();
  });
};
