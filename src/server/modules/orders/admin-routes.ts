import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminOrderQuerySchema, AdminOrderSchema, OrderNoteSchema, PaymentUpdateSchema } from '../../../contracts/admin-orders.js';
import { IdParamsSchema } from '../../../contracts/common.js';
import { shopToday } from '../../../contracts/shop-clock.js';
import { CachedAnswer } from '../../lib/caches/cached-answer.js';
import { OrderSchema, OrderStatusUpdateSchema } from '../../../contracts/orders.js';
import { ordersCsv } from './admin-csv.js';
import { listAdminOrders } from './admin-list.js';
import { loadOrder } from './read.js';
import { addNote, setStatusByAdmin, updatePaymentByAdmin } from './transitions.js';

const adminOrderList = z.array(AdminOrderSchema);

/** The back office's order routes; mounted behind the admin guard. */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.deps.config.publicUrl;

  app.get(
    '/api/admin/orders',
    { schema: { querystring: AdminOrderQuerySchema, response: { 200: adminOrderList, 304: z.null() } } },
    async (request, reply) =>
      app.adminAnswers.send(request, reply, async () => {
        const { total, orders } = await listAdminOrders(app.db, request.query, app.now());
        return CachedAnswer.json(adminOrderList, orders, { 'x-total-count': String(total) });
      }),
  );

  app.get('/api/admin/orders.csv', { schema: { querystring: AdminOrderQuerySchema.omit({ limit: true, offset: true }) } }, async (request, reply) => {
    const day = shopToday(app.now());
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="commandes-${day}.csv"`)
      .send(Readable.from(ordersCsv(app.db, { ...request.query, limit: 100, offset: 0 })));
  });

  // Cancelling puts the stock back on the shelf.
  app.patch(
    '/api/admin/orders/:id/status',
    { config: { changes: ['orders', 'gifts', 'promotions'] }, schema: { params: IdParamsSchema, body: OrderStatusUpdateSchema, response: { 200: OrderSchema } } },
    async (request) => {
      const now = app.now();
      await setStatusByAdmin(app.db, { payments: app.payments, publicUrl, now }, request.params.id, request.body.status);
      return loadOrder(app.db, request.params.id, now, 'shop');
    },
  );

  app.put(
    '/api/admin/orders/:id/payment',
    { config: { changes: ['orders'] }, schema: { params: IdParamsSchema, body: PaymentUpdateSchema, response: { 200: OrderSchema } } },
    async (request) => {
      const now = app.now();
      await updatePaymentByAdmin(app.db, { publicUrl, now }, request.params.id, request.body);
      return loadOrder(app.db, request.params.id, now, 'shop');
    },
  );

  app.post(
    '/api/admin/orders/:id/notes',
    { config: { changes: ['orders'] }, schema: { params: IdParamsSchema, body: OrderNoteSchema, response: { 201: z.object({ message: z.string() }) } } },
    async (request, reply) => {
      await addNote(app.db, request.params.id, request.body.note);
      return reply.status(201).send({ message: 'Note ajoutée' });
    },
  );
};
