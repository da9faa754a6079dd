import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contracts/common.js';
import {
  CreatePaymentIntentSchema,
  PaymentConfigSchema,
  PaymentIntentSchema,
  TestCardConfirmSchema,
  TestCardResultSchema,
  VerifyPaymentSchema,
} from '../../../contracts/orders.js';
import { enforceRateLimits } from '../../http/rate-limit.js';
import { PAYMENT_LIMIT, VERIFY_LIMIT, assertAccess, viewerOf, findOrderRow } from '../orders/index.js';
import { createPaymentIntent } from './intents.js';
import { confirmTestCard } from './test-confirm.js';
import { verifyPayment } from './verify.js';
import { webhookRoutes } from './webhook-routes.js';
import { cmiRoutes } from './cmi/routes.js';
import { bingaRoutes } from './binga/routes.js';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const current = () => app.payments.current(app.db);

  app.get('/api/payments/config', { schema: { response: { 200: PaymentConfigSchema } } }, async () => {
    const provider = await current();
    return { provider: provider?.name ?? null, publishableKey: provider?.publishableKey ?? null };
  });

  app.post(
    '/api/create-payment-intent',
    { config: { changes: ['orders'] }, schema: { body: CreatePaymentIntentSchema, response: { 200: PaymentIntentSchema } } },
    async (request) => {
      await enforceRateLimits(app.db, [{ key: `payment-intent:${request.ip}`, rule: PAYMENT_LIMIT }]);
      const order = assertAccess(viewerOf(request), await findOrderRow(app.db, request.body.orderId));
      return createPaymentIntent(app.db, await current(), order, app.now());
    },
  );

  app.post(
    '/api/payments/test/confirm',
    // A shop that takes no test cards does not advertise the route in its API document.
    { config: { changes: ['orders'] }, schema: { hide: !app.deps.config.testPayments, body: TestCardConfirmSchema, response: { 200: TestCardResultSchema } } },
    async (request) => confirmTestCard(app.db, await current(), viewerOf(request), request.body, app.now()),
  );

  app.post(
    '/api/verify-payment/:id',
    { config: { changes: ['orders'] }, schema: { params: IdParamsSchema, response: { 200: VerifyPaymentSchema } } },
    async (request) => {
      await enforceRateLimits(app.db, [{ key: `verify-payment:${request.ip}`, rule: VERIFY_LIMIT }]);
      const order = assertAccess(viewerOf(request), await findOrderRow(app.db, request.params.id), { admin: true });
      return verifyPayment(app.db, await app.payments.named(app.db, order.paymentProvider), order, app.now());
    },
  );

  await app.register(webhookRoutes);
  await app.register(cmiRoutes);
  await app.register(bingaRoutes);
};
