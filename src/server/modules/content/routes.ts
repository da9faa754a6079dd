import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageContentSchema } from '../../../contracts/content.js';
import { readPageContent } from './service.js';

/** Privacy, terms and FAQ pages, rendered from the back office's markdown. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/content/:page',
    { schema: { params: z.object({ page: z.string() }), response: { 200: PageContentSchema } } },
    async (request) => readPageContent(app.db, request.params.page),
  );
};
