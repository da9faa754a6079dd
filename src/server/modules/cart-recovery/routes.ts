import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LocaleSchema } from '../../../contracts/common.js';
import { CartRecoveryFiguresSchema, CartTokenSchema, CheckoutIdParamsSchema, RestoredCartSchema, SaveCartSchema } from '../../../contracts/saved-carts.js';
import { enforceRateLimits, type RateLimitRule } from '../../http/rate-limit.js';
import { cartRecoveryFigures } from './figures.js';
import { restoreCart, saveCart, stopCartReminders } from './service.js';

/** The checkout saves while the visitor types (debounced): generous for a person, a bound for a script. */
const SAVES_PER_IP: RateLimitRule = { max: 120, windowMs: 3_600_000 };
const LINKS_PER_IP: RateLimitRule = { max: 30, windowMs: 3_600_000 };

/** The checkout's saved cart, the reminder's two links. */
export const cartRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/api/saved-carts/:checkoutId', { schema: { params: CheckoutIdParamsSchema, body: SaveCartSchema } }, async (request, reply) => {
    await enforceRateLimits(app.db, [{ key: `saved-carts:ip:${request.ip}`, rule: SAVES_PER_IP }]);
    await saveCart(app.db, request.params.checkoutId, request.body, request.user?.email ?? null, app.now());
    return reply.status(204).send();
  });

  // Posted by the link's page (never a GET), so a mail scanner following links changes nothing.
  app.post(
    '/api/saved-carts/restore',
    { schema: { body: CartTokenSchema.extend({ locale: LocaleSchema.default('fr') }), response: { 200: RestoredCartSchema } } },
    async (request) => {
      await enforceRateLimits(app.db, [{ key: `saved-carts:links:${request.ip}`, rule: LINKS_PER_IP }]);
      return restoreCart(app.db, request.body.token, request.body.locale);
    },
  );

  app.post('/api/saved-carts/stop', { schema: { body: CartTokenSchema } }, async (request, reply) => {
    await enforceRateLimits(app.db, [{ key: `saved-carts:links:${request.ip}`, rule: LINKS_PER_IP }]);
    await stopCartReminders(app.db, request.body.token);
    return reply.status(204).send();
  });
};

/** The back office's figures (under the admin guard of modules/index.ts). */
export const cartRecoveryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/cart-recovery', { schema: { response: { 200: CartRecoveryFiguresSchema } } }, async () => cartRecoveryFigures(app.db));
};

