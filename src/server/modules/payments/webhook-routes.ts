import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import { handleWebhook } from './webhook.js';

const Received = z.object({ received: z.boolean() });

/**
 * Provider webhooks at `/api/payments/{provider}/webhook`. A provider signs the exact bytes it sent,
 * whatever their type, so this scope alone reads bodies raw.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // A payment's news moves its order.
  const config = { changes: ['orders'] } as const;
  const receive = async (name: string, request: FastifyRequest) => {
    const provider = await app.payments.named(app.db, name);
    if (!provider) throw notFound('Paiement par carte non configuré');
    await handleWebhook(app.db, provider, request.body as Buffer, request.headers, request.log, app.now());
    return { received: true };
  };

  app.post(
    '/api/payments/:provider/webhook',
    { config, schema: { hide: true, params: z.object({ provider: z.string() }), response: { 200: Received } } },
    async (request) => receive(request.params.provider, request),
  );
  // The address Stripe was first given: it stays, so the webhooks already set up keep arriving.
  app.post('/api/webhooks/stripe', { config, schema: { hide: true, response: { 200: Received } } }, async (request) => receive('stripe', request));
};
