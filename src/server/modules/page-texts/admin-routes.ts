import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContentLocaleQuerySchema, ContentPageNameSchema, ContentPreviewRequestSchema, ContentSourceSchema, PageContentSchema } from '../../../contracts/content.js';
import { readPageSource, renderPage } from './service.js';

/** The content editor's reads; saving goes through `POST /api/settings`. Mounted behind the admin guard. */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content/:page',
    { schema: { params: z.object({ page: ContentPageNameSchema }), querystring: ContentLocaleQuerySchema, response: { 200: ContentSourceSchema } } },
    async (request) => readPageSource(app.db, request.params.page, request.query.locale ?? 'fr'),
  );

  // The preview goes through the page's own renderer and sanitiser, so it shows what the page will.
  app.post(
    '/api/admin/content/preview',
    { schema: { body: ContentPreviewRequestSchema, response: { 200: PageContentSchema } } },
    async (request) => renderPage(app.db, request.body.page, request.body.locale, request.body.markdown),
  );
};
