import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../contracts/common.js';
import { shopToday } from '../../../contracts/shop-clock.js';
import { InboxMessageSchema, InboxQuerySchema, MessageHandledSchema, SubscriberSchema } from '../../../contracts/inbox.js';
import { listMessages, listSubscribers, setHandled } from './service.js';
import { subscribersCsv } from './subscribers-csv.js';

/** The back office's inbox: contact messages and newsletter subscribers; mounted behind the admin guard. */
export const inboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/inbox/messages',
    { schema: { querystring: InboxQuerySchema, response: { 200: z.array(InboxMessageSchema) } } },
    async (request, reply) => {
      const { total, messages } = await listMessages(app.db, request.query);
      reply.header('x-total-count', String(total));
      return messages;
    },
  );

  app.patch(
    '/api/admin/inbox/messages/:id',
    { schema: { params: IdParamsSchema, body: MessageHandledSchema, response: { 200: InboxMessageSchema } } },
    async (request) => setHandled(app.db, request.params.id, request.body.handled),
  );

  app.get(
    '/api/admin/inbox/subscribers',
    { schema: { querystring: InboxQuerySchema, response: { 200: z.array(SubscriberSchema) } } },
    async (request, reply) => {
      const { total, confirmed, subscribers } = await listSubscribers(app.db, request.query);
      reply.header('x-total-count', String(total)).header('x-confirmed-count', String(confirmed));
      return subscribers;
    },
  );

  app.get('/api/admin/inbox/subscribers.csv', async (_request, reply) => {
    const day = shopToday(app.now());
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="abonnes-newsletter-${day}.csv"`)
      .send(Readable.from(subscribersCsv(app.db)));
  });
};
