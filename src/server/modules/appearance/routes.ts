import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppearanceSchema, AppearanceUpdateSchema } from '../../../contracts/appearance.js';
import { CachedAnswer } from '../../lib/caches/cached-answer.js';
import { checkLinks } from './links.js';
import { readAppearance, writeAppearance } from './service.js';

/** The shop's look, public to read. */
export const appearanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/appearance', { schema: { response: { 200: AppearanceSchema, 304: z.null() } } }, async (request, reply) => {
    return app.publicCache.send(request, reply, 'appearance', 'all', async () => CachedAnswer.json(AppearanceSchema, await readAppearance(app.db)));
  });
};

/** Changing the look (only the changed fields are sent); mounted behind the admin guard. The look is a setting. */
export const appearanceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/appearance',
    { config: { changes: ['settings'] }, schema: { body: AppearanceUpdateSchema, response: { 200: AppearanceSchema } } },
    async (request) => {
      checkLinks(request.body);
      return writeAppearance(app.db, request.body);
    },
  );
};
