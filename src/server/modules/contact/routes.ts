import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactMessageSchema, FormAnswerSchema } from '../../../contracts/content.js';
import { rejectInvalidForm } from '../page-texts/index.js';
import { enforceRateLimits } from '../../http/rate-limit.js';
import { receiveContactMessage } from './service.js';

/** Enough for a person with follow-ups; not enough to flood the shop's inbox. */
export const CONTACT_LIMIT = { max: 5, windowMs: 60 * 60_000 };

/** The contact page's form. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    { attachValidation: true, schema: { body: ContactMessageSchema, response: { 201: FormAnswerSchema } } },
    async (request, reply) => {
      rejectInvalidForm(request);
      await enforceRateLimits(app.db, [{ key: `contact:ip:${request.ip}`, rule: CONTACT_LIMIT }]);
      return reply.status(201).send(await receiveContactMessage(app.db, request.body, app.deps.config.publicUrl));
    },
  );
};
