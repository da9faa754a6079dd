import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppearanceSchema, AppearanceUpdateSchema } from '../../../contracts/appearance.js';
import { requireAdmin } from '../../plugins/session.js';
import { checkLinks } from './links.js';
import { readAppearance, writeAppearance } from './service.js';

/** The shop's look: public to read, admin to change (only the changed fields are sent). */
export const appearanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/appearance', { schema: { response: { 200: AppearanceSchema } } }, async () => readAppearance(app.db));

  app.post(
    '/api/appearance',
    { onRequest: requireAdmin, schema: { body: AppearanceUpdateSchema, response: { 200: AppearanceSchema } } },
    async (request) => {
      checkLinks(request.body);
      return writeAppearance(app.db, request.body);
    },
  );
};
