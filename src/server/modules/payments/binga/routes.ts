import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CashVoucherConfigSchema } from '../../../../contracts/orders.js';
import { bingaKeys } from '../registry.js';
import { handleBingaNotify } from './notify.js';

/** Binga notifies a paid code with a form-encoded body, answered in plain text (`100;…` or `000;…`). */
export const bingaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get('/api/payments/cash-voucher', { schema: { response: { 200: CashVoucherConfigSchema } } }, async () => ({
    available: (await bingaKeys(app.db, app.deps.config)) !== null,
  }));

  app.post('/api/payments/binga/notify', { config: { changes: ['orders'] }, schema: { hide: true } }, async (request, reply) => {
    const keys = await bingaKeys(app.db, app.deps.config);
    const provider = keys ? await app.payments.named(app.db, 'binga') : null;
    const binga = keys && provider ? { merchantId: keys.merchantId, merchantSecret: keys.merchantSecret, provider } : null;
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, string>) : {};
    const text = await handleBingaNotify(app.db, binga, body, request.log, app.now());
    return reply.type('text/plain; charset=utf-8').send(text);
  });
};
