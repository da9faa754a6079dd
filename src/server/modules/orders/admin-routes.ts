import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contracts/common.js';
import { OrderSchema, OrderStatusUpdateSchema } from '../../../contracts/orders.js';
import { loadOrder } from './read.js';
import { setStatusByAdmin } from './transitions.js';

/** The back office's order routes; mounted behind the admin guard. */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/admin/orders/:id/status',
    { schema: { params: IdParamsSchema, body: OrderStatusUpdateSchema, response: { 200: OrderSchema } } },
    async (request) => {
      const deps = { payments: app.payments, publicUrl: app.deps.config.publicUrl };
      await setStatusByAdmin(app.db, deps, request.params.id, request.body.status);
      return loadOrder(app.db, request.params.id);
    },
  );
};
