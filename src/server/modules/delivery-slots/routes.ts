import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BlockedDateInputSchema,
  BlockedDateSchema,
  BlockedDatesQuerySchema,
  DeliverySlotsQuerySchema,
  DeliverySlotsSchema,
  ToDeliverQuerySchema,
  ToDeliverSchema,
} from '../../../contracts/delivery-slots.js';
import { isoDate } from '../../../contracts/common.js';
import { shopToday } from '../../../contracts/shop-clock.js';
import { listBlockedDates, removeBlockedDate, saveBlockedDate } from './calendar.js';
import { deliverySlots } from './service.js';
import { toDeliver } from './to-deliver.js';

/** Public: the dates and slots the shop can deliver on, for the checkout and for anyone integrating. */
export const deliverySlotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/delivery-slots', { schema: { querystring: DeliverySlotsQuerySchema, response: { 200: DeliverySlotsSchema } } }, async (request, reply) => {
    // The answer changes with the hour (cut-off, today's slots): never kept by a browser or proxy.
    reply.header('cache-control', 'no-store');
    return deliverySlots(app.db, request.query, app.now());
  });
};

/** The back office's delivery calendar and "to deliver" view; mounted behind the admin guard. */
export const deliverySlotAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/delivery-calendar',
    { schema: { querystring: BlockedDatesQuerySchema, response: { 200: z.array(BlockedDateSchema) } } },
    async (request) => listBlockedDates(app.db, request.query.year),
  );
  app.post('/api/admin/delivery-calendar', { config: { changes: ['calendar'] }, schema: { body: BlockedDateInputSchema, response: { 200: BlockedDateSchema } } }, async (request) =>
    saveBlockedDate(app.db, request.body),
  );
  app.delete(
    '/api/admin/delivery-calendar/:date',
    { config: { changes: ['calendar'] }, schema: { params: z.object({ date: isoDate('Date invalide') }) } },
    async (request, reply) => {
      await removeBlockedDate(app.db, request.params.date);
      return reply.status(204).send();
    },
  );
  app.get('/api/admin/deliveries', { schema: { querystring: ToDeliverQuerySchema, response: { 200: ToDeliverSchema } } }, async (request) =>
    toDeliver(app.db, request.query.from ?? shopToday(app.now()), request.query.days),
  );
};
