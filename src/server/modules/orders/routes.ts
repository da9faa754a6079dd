import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contracts/common.js';
import {
  CancelOrderResultSchema,
  CreateOrderSchema,
  OrderListSchema,
  OrderSchema,
  QuoteRequestSchema,
  QuoteSchema,
  TrackingSchema,
  TrackQuerySchema,
} from '../../../contracts/orders.js';
import { orders } from '../../db/schema/index.js';
import { localeFromHeader } from '../../lib/language/request-locale.js';
import { enforceRateLimits } from '../../http/rate-limit.js';
import { guardCodeGuessing } from '../promotions/index.js';
import { assertAccess, guestToken, setGuestCookie, viewerOf } from './access.js';
import { cancelOrder, confirmReceipt } from './actions.js';
import { quoteCart } from './cart.js';
import { createOrder } from './create.js';
import { findOrderRow, loadOrder, loadOrders } from './read.js';
import { orderPlacementLimits } from './limits.js';
import { TRACK_LIMIT, trackOrder } from './tracking.js';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/orders/quote', { schema: { body: QuoteRequestSchema, response: { 200: QuoteSchema } } }, async (request) =>
    guardCodeGuessing(app.db, request.ip, request.body.discountCode, () => quoteCart(app.db, request.body, app.now())),
  );

  // An order takes its gifts' stock.
  app.post('/api/orders', { config: { changes: ['orders', 'gifts', 'promotions'] }, schema: { body: CreateOrderSchema, response: { 201: OrderSchema } } }, async (request, reply) => {
    const user = request.user;
    const guest = user ? null : guestToken(request);
    const client = user ? `user:${user.id}` : `guest:${guest?.hash}`;
    await enforceRateLimits(app.db, orderPlacementLimits(request.ip, client, app.deps.config));
    const locale = request.body.locale ?? localeFromHeader(request.headers['accept-language']);
    const placer = {
      customer: user ? { id: user.id, email: user.email, firstName: user.firstName } : null,
      guestTokenHash: guest?.hash ?? null,
      cardPayments: request.body.paymentMethod === 'stripe' && (await app.payments.acceptsCards(app.db)),
      cashVouchers: request.body.paymentMethod === 'cash_voucher' ? await app.payments.cashVouchers(app.db) : null,
      unpaidUnitsPerGift: app.deps.config.UNPAID_UNITS_PER_GIFT,
      unpaidStockPercent: app.deps.config.UNPAID_STOCK_SHARE_PERCENT,
    };
    const deps = { publicUrl: app.deps.config.publicUrl, now: app.now(), shopRules: app.shopRules };
    const order = await guardCodeGuessing(app.db, request.ip, request.body.discountCode, () => createOrder(app.db, { ...request.body, locale }, placer, deps));
    if (guest?.fresh) setGuestCookie(request, reply, guest.fresh);
    return reply.status(201).send(order);
  });

  app.get('/api/orders', { schema: { response: { 200: OrderListSchema } } }, async (request) => {
    const viewer = viewerOf(request);
    if (viewer.userId) return loadOrders(app.db, eq(orders.customerId, viewer.userId), app.now());
    if (viewer.guestTokenHash) return loadOrders(app.db, and(eq(orders.guestTokenHash, viewer.guestTokenHash), isNull(orders.customerId))!, app.now());
    return [];
  });

  app.get('/api/orders/:id', { schema: { params: IdParamsSchema, response: { 200: OrderSchema } } }, async (request) => {
    const viewer = viewerOf(request);
    assertAccess(viewer, await findOrderRow(app.db, request.params.id), { admin: true });
    return loadOrder(app.db, request.params.id, app.now(), viewer.isAdmin ? 'shop' : 'sender');
  });

  // A cancelled order puts its stock back on the shelf.
  app.post(
    '/api/orders/:id/cancel',
    { config: { changes: ['orders', 'gifts', 'promotions'] }, schema: { params: IdParamsSchema, response: { 200: CancelOrderResultSchema, 202: CancelOrderResultSchema } } },
    async (request, reply) => {
      const result = await cancelOrder(app.db, app.payments, viewerOf(request), request.params.id, app.now());
      return reply.status(result.outcome === 'cancelled' ? 200 : 202).send(result);
    },
  );

  app.post('/api/orders/:id/confirm-receipt', { config: { changes: ['orders'] }, schema: { params: IdParamsSchema, response: { 200: OrderSchema } } }, async (request) =>
    confirmReceipt(app.db, viewerOf(request), request.params.id, app.now()),
  );

  app.get('/api/track', { schema: { querystring: TrackQuerySchema, response: { 200: TrackingSchema } } }, async (request) => {
    // A public lookup: limited per address so order numbers and phones cannot be tried in bulk.
    await enforceRateLimits(app.db, [{ key: `track:${request.ip}`, rule: TRACK_LIMIT }]);
    return trackOrder(app.db, request.query.orderNumber, request.query.phone);
  });
};
