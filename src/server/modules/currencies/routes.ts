import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CurrencyRateInputSchema, CurrencyRateSchema, ForeignCurrencyParamsSchema } from '../../../contracts/currencies.js';
import { CachedAnswer } from '../../lib/caches/cached-answer.js';
import { listCurrencies, removeRate, setRate } from './service.js';

const currencyList = z.array(CurrencyRateSchema);

/** `GET /api/currencies`: the currencies offered to visitors, dirhams per unit, kept like the settings. */
export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/currencies', { schema: { response: { 200: currencyList, 304: z.null() } } }, async (request, reply) =>
    app.publicCache.send(request, reply, 'settings', 'currencies', async () => CachedAnswer.json(currencyList, await listCurrencies(app.db))),
  );
};

/** The owner sets or withdraws a currency's rate; mounted behind the admin guard. */
export const currencyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/admin/currencies/:code',
    { config: { changes: ['settings'] }, schema: { params: ForeignCurrencyParamsSchema, body: CurrencyRateInputSchema, response: { 200: CurrencyRateSchema } } },
    async (request) => setRate(app.db, request.params.code, request.body.rate, app.now()),
  );
  app.delete(
    '/api/admin/currencies/:code',
    { config: { changes: ['settings'] }, schema: { params: ForeignCurrencyParamsSchema } },
    async (request, reply) => {
      await removeRate(app.db, request.params.code);
      return reply.status(204).send();
    },
  );
};
