import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContentLocaleQuerySchema, PageContentSchema } from '../../../contracts/content.js';
import { localeFromHeader } from '../../lib/language/request-locale.js';
import { readPageContent } from './service.js';

/** Privacy, terms and FAQ pages, rendered from the back office's markdown in the visitor's language. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/content/:page',
    { schema: { params: z.object({ page: z.string() }), querystring: ContentLocaleQuerySchema, response: { 200: PageContentSchema } } },
    async (request) => readPageContent(app.db, request.params.page, request.query.locale ?? localeFromHeader(request.headers['accept-language'])),
  );
};
