import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminOrderQuerySchema, AdminOrderSchema } from '../../../contracts/admin-orders.js';
import { ordersCsv } from './admin-csv.js';
import { listAdminOrders } from './admin-list.js';

/** The back office's order list and its CSV export; mounted behind the admin guard. */
export const adminOrderListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/orders',
    { schema: { querystring: AdminOrderQuerySchema, response: { 200: z.array(AdminOrderSchema) } } },
    async (request, reply) => {
      const { total, orders } = await listAdminOrders(app.db, request.query);
      reply.header('x-total-count', String(total));
      return orders;
    },
  );

  app.get('/api/admin/orders.csv', { schema: { querystring: AdminOrderQuerySchema.omit({ limit: true, offset: true }) } }, async (request, reply) => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="commandes-${day}.csv"`)
      .send(Readable.from(ordersCsv(app.db, { ...request.query, limit: 100, offset: 0 })));
  });
};
