import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactMessageSchema, FormAnswerSchema } from '../../../contracts/content.js';
import { rejectInvalidForm } from '../content/form-errors.js';
import { receiveContactMessage } from './service.js';

/** The contact page's form. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    { attachValidation: true, schema: { body: ContactMessageSchema, response: { 201: FormAnswerSchema } } },
    async (request, reply) => {
      rejectInvalidForm(request);
      return reply.status(201).send(await receiveContactMessage(app.db, request.body));
    },
  );
};
