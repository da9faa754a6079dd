import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contracts/common.js';
import { EcardParamsSchema, EcardSchema, GiftCodeCheckSchema, GiftCodeParamsSchema, OrderGiftCodesSchema } from '../../../contracts/gift-codes.js';
import { forbidden } from '../../http/app-error.js';
import { enforceRateLimits, type RateLimitRule } from '../../http/rate-limit.js';
import { requireUser, signedInUser } from '../../http/session.js';
import { assertAccess, viewerOf, findOrderRow } from '../orders/index.js';
import { openEcard } from './ecard.js';
import { checkGiftCode, redeemGiftCode } from './redeem.js';
import { orderGiftCodes } from './sender-view.js';

/** Counter staff type a few codes an hour; a guesser needs billions (code.ts), so this is ample and tight. */
export const GIFT_CODE_LIMIT: RateLimitRule = { max: 60, windowMs: 15 * 60_000 };
export const ECARD_LIMIT: RateLimitRule = { max: 60, windowMs: 15 * 60_000 };

/** Who may check and redeem: the shop's admins and its partners. */
async function requireRedeemer(request: Parameters<typeof requireUser>[0]) {
  await requireUser(request);
  if (!['admin', 'partner'].includes(signedInUser(request).role)) throw forbidden('Réservé à la boutique et à ses partenaires.');
}

export const giftCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = (ip: string, userId: string) => [
    { key: `gift-code:user:${userId}`, rule: GIFT_CODE_LIMIT },
    { key: `gift-code:ip:${ip}`, rule: GIFT_CODE_LIMIT },
  ];

  app.get(
    '/api/gift-codes/:code',
    { onRequest: requireRedeemer, schema: { tags: ['gift codes'], params: GiftCodeParamsSchema, response: { 200: GiftCodeCheckSchema } } },
    async (request) => {
      await enforceRateLimits(app.db, limits(request.ip, signedInUser(request).id));
      return checkGiftCode(app.db, request.params.code, app.now());
    },
  );

  app.post(
    '/api/gift-codes/:code/redeem',
    { onRequest: requireRedeemer, schema: { tags: ['gift codes'], params: GiftCodeParamsSchema, response: { 200: GiftCodeCheckSchema } } },
    async (request) => {
      const user = signedInUser(request);
      await enforceRateLimits(app.db, limits(request.ip, user.id));
      return redeemGiftCode(app.db, request.params.code, user.id, app.now());
    },
  );

  app.get('/api/e-cards/:token', { schema: { tags: ['gift codes'], params: EcardParamsSchema, response: { 200: EcardSchema } } }, async (request) => {
    await enforceRateLimits(app.db, [{ key: `ecard:${request.ip}`, rule: ECARD_LIMIT }]);
    return openEcard(app.db, request.params.token, app.now());
  });

  app.get('/api/orders/:id/gift-codes', { schema: { params: IdParamsSchema, response: { 200: OrderGiftCodesSchema } } }, async (request) => {
    assertAccess(viewerOf(request), await findOrderRow(app.db, request.params.id), { admin: true });
    return orderGiftCodes(app.db, request.params.id, app.now());
  });
};
