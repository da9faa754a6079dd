import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSettingsOf } from '../../settings/index.js';
import { handleCmiCallback } from './callback.js';

/**
 * CMI posts form-encoded bodies: its callback, and the customer's return to `okUrl`/`failUrl`, which only
 * leads to the confirmation page (it reads the order's real state).
 */
export const cmiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post('/api/payments/cmi/callback', { config: { changes: ['orders'] }, schema: { hide: true } }, async (request, reply) => {
    const { cmi_store_key } = await readSettingsOf(app.db, ['cmi_store_key']);
    const params = (request.body ?? {}) as Record<string, string>;
    const answer = await handleCmiCallback(app.db, cmi_store_key.trim() || null, params, request.log, app.now());
    return reply.type('text/plain; charset=utf-8').send(answer);
  });

  app.post('/order-success', { schema: { hide: true } }, async (request, reply) => reply.redirect(request.url, 303));
};
