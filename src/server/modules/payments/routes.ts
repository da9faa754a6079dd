import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../contracts/common.js';
import {
  CreatePaymentIntentSchema,
  PaymentConfigSchema,
  PaymentIntentSchema,
  TestCardConfirmSchema,
  TestCardResultSchema,
  VerifyPaymentSchema,
} from '../../../contracts/orders.js';
import { notFound } from '../../lib/app-error.js';
import { enforceRateLimits } from '../../lib/rate-limit.js';
import { PAYMENT_LIMIT, VERIFY_LIMIT } from '../orders/limits.js';
import { assertAccess, viewerOf } from '../orders/access.js';
import { findOrderRow } from '../orders/read.js';
import { createPaymentIntent } from './intents.js';
import { currentProvider, providerNamed } from './providers/index.js';
import { confirmTestCard } from './test-confirm.js';
import { verifyPayment } from './verify.js';
import { handleWebhook } from './webhook.js';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const current = () => currentProvider(app.db, app.deps.config);

  app.get('/api/payments/config', { schema: { response: { 200: PaymentConfigSchema } } }, async () => {
    const provider = await current();
    return { provider: provider?.name ?? null, publishableKey: provider?.publishableKey ?? null };
  });

  app.post(
    '/api/create-payment-intent',
    { schema: { body: CreatePaymentIntentSchema, response: { 200: PaymentIntentSchema } } },
    async (request) => {
      await enforceRateLimits(app.db, [{ key: `payment-intent:${request.ip}`, rule: PAYMENT_LIMIT }]);
      const order = assertAccess(viewerOf(request), await findOrderRow(app.db, request.body.orderId));
      return createPaymentIntent(app.db, await current(), order);
    },
  );

  app.post(
    '/api/payments/test/confirm',
    // A shop that takes no test cards does not advertise the route in its API document.
    { schema: { hide: !app.deps.config.testPayments, body: TestCardConfirmSchema, response: { 200: TestCardResultSchema } } },
    async (request) => confirmTestCard(app.db, await current(), viewerOf(request), request.body),
  );

  app.post(
    '/api/verify-payment/:id',
    { schema: { params: IdParamsSchema, response: { 200: VerifyPaymentSchema } } },
    async (request) => {
      await enforceRateLimits(app.db, [{ key: `verify-payment:${request.ip}`, rule: VERIFY_LIMIT }]);
      const order = assertAccess(viewerOf(request), await findOrderRow(app.db, request.params.id), { admin: true });
      return verifyPayment(app.db, await providerNamed(app.db, app.deps.config, order.paymentProvider), order);
    },
  );

  // The signature covers the exact bytes Stripe sent, so this route alone reads its body raw.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(
      '/api/webhooks/stripe',
      { schema: { hide: true, response: { 200: z.object({ received: z.boolean() }) } } },
      async (request) => {
        const stripe = await providerNamed(app.db, app.deps.config, 'stripe');
        if (!stripe) throw notFound('Paiement par carte non configuré');
        const signature = request.headers['stripe-signature'];
        await handleWebhook(app.db, stripe, request.body as Buffer, typeof signature === 'string' ? signature : undefined, request.log);
        return { received: true };
      },
    );
  });
};
