import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FormAnswerSchema, NewsletterConfirmSchema, NewsletterSignupSchema } from '../../../contracts/content.js';
import { enforceRateLimits, type RateLimitRule } from '../../http/rate-limit.js';
import { rejectInvalidForm } from '../page-texts/index.js';
import { confirmSubscription, subscribe, unsubscribe } from './service.js';

const HOUR = 3_600_000;
/** Sign-ups send e-mail: a few per address, and fewer still to one inbox, so nobody is mail-bombed. */
const PER_IP: RateLimitRule = { max: 10, windowMs: HOUR };
const PER_EMAIL: RateLimitRule = { max: 3, windowMs: HOUR };

/** Newsletter sign-up from the home page, confirmed by a link in an e-mail. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter',
    { attachValidation: true, schema: { body: NewsletterSignupSchema, response: { 200: FormAnswerSchema } } },
    async (request) => {
      rejectInvalidForm(request);
      await enforceRateLimits(app.db, [
        { key: `newsletter:ip:${request.ip}`, rule: PER_IP },
        { key: `newsletter:email:${request.body.email}`, rule: PER_EMAIL },
      ]);
      return subscribe(app.db, request.body, app.deps.config.publicUrl);
    },
  );

  // The link's page posts here: a mail scanner opening the link runs no script and unsubscribes nobody.
  app.post('/api/newsletter/unsubscribe', { schema: { body: NewsletterConfirmSchema, response: { 200: FormAnswerSchema } } }, async (request) =>
    unsubscribe(app.db, request.body.token),
  );

  app.post('/api/newsletter/confirm', { schema: { body: NewsletterConfirmSchema, response: { 200: FormAnswerSchema } } }, async (request) =>
    confirmSubscription(app.db, request.body.token),
  );
};
