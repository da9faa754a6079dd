import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FormAnswerSchema, NewsletterSignupSchema } from '../../../contracts/content.js';
import { rejectInvalidForm } from '../content/form-errors.js';
import { subscribe } from './service.js';

/** Newsletter sign-up from the home page. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter',
    { attachValidation: true, schema: { body: NewsletterSignupSchema, response: { 200: FormAnswerSchema } } },
    async (request) => {
      rejectInvalidForm(request);
      return subscribe(app.db, request.body);
    },
  );
};
