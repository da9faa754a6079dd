import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contracts/common.js';
import { ClaimAddressSchema, ClaimAlternativesSchema, ClaimDoneSchema, ClaimParamsSchema, ClaimSchema, RecipientPhoneSchema } from '../../../contracts/recipient-claims.js';
import { OrderSchema } from '../../../contracts/orders.js';
import { enforceRateLimits, type RateLimitRule } from '../../http/rate-limit.js';
import { assertAccess, viewerOf, findOrderRow, loadOrder } from '../orders/index.js';
import { readAlternatives, readClaim, submitClaim } from './claim.js';
import { correctRecipientPhone } from './phone.js';

/** A recipient opens their link a few times; a guesser of 256-bit tokens gets nowhere anyway. */
export const CLAIM_LIMIT: RateLimitRule = { max: 60, windowMs: 15 * 60_000 };
/** Each correction texts a link: one visitor correcting numbers on many orders is stopped too. */
export const PHONE_CORRECTION_LIMIT: RateLimitRule = { max: 10, windowMs: 60 * 60_000 };

export const recipientClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.deps.config.publicUrl;

  app.get('/api/claims/:token', { schema: { tags: ['orders'], params: ClaimParamsSchema, response: { 200: ClaimSchema } } }, async (request) => {
    await enforceRateLimits(app.db, [{ key: `claim:${request.ip}`, rule: CLAIM_LIMIT }]);
    return readClaim(app.db, request.params.token, app.now());
  });

  // The other gifts the recipient may take instead, when the shop allows it for this one: names and pictures, never prices.
  app.get('/api/claims/:token/alternatives', { schema: { tags: ['orders'], params: ClaimParamsSchema, response: { 200: ClaimAlternativesSchema } } }, async (request) => {
    await enforceRateLimits(app.db, [{ key: `claim:${request.ip}`, rule: CLAIM_LIMIT }]);
    return readAlternatives(app.db, request.params.token, app.now());
  });

  // Another gift chosen moves two gifts' stock.
  app.post(
    '/api/claims/:token',
    { config: { changes: ['orders', 'gifts'] }, schema: { tags: ['orders'], params: ClaimParamsSchema, body: ClaimAddressSchema, response: { 200: ClaimDoneSchema } } },
    async (request) => {
      await enforceRateLimits(app.db, [{ key: `claim:${request.ip}`, rule: CLAIM_LIMIT }]);
      return submitClaim(app.db, request.params.token, request.body, { now: app.now(), publicUrl, payments: app.payments });
    },
  );

  app.patch(
    '/api/orders/:id/recipient-phone',
    { config: { changes: ['orders'] }, schema: { tags: ['orders'], params: IdParamsSchema, body: RecipientPhoneSchema, response: { 200: OrderSchema } } },
    async (request) => {
      await enforceRateLimits(app.db, [{ key: `recipient-phone:ip:${request.ip}`, rule: PHONE_CORRECTION_LIMIT }]);
      assertAccess(viewerOf(request), await findOrderRow(app.db, request.params.id));
      const now = app.now();
      await correctRecipientPhone(app.db, request.params.id, request.body.recipientPhone, { now, publicUrl });
      return loadOrder(app.db, request.params.id, now);
    },
  );
};
