import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminParcelListSchema, CreateParcelsResultSchema, CreateParcelsSchema, ParcelListQuerySchema } from '../../../contracts/parcels.js';
import { AppError } from '../../http/app-error.js';
import { CarrierError } from './carriers/carrier.js';
import { requireCarrier, sendit } from './carrier-of.js';
import { createParcels } from './create.js';
import { labelsOfDay, parcelsOfDay } from './day.js';
import { followParcels } from './follow.js';

/** A carrier's refusal as the API answers it: 502 `courier_error` with the carrier's words. */
async function asCourierError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof CarrierError) throw new AppError('courier_error', err.message);
    throw err;
  }
}

/** The back office's parcels (decision 049); mounted behind the admin guard. */
export const parcelAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/parcels',
    {
      config: { changes: ['orders'] },
      schema: {
        body: CreateParcelsSchema,
        response: { 200: CreateParcelsResultSchema },
        description: 'Hands these orders to the courier company of `courier_provider` (409 courier_not_enabled with the shop’s own couriers); one parcel per order however often asked; 502 courier_error when the carrier refuses the account.',
      },
    },
    async (request) => createParcels(app.db, await requireCarrier(app.db, app.deps.config), request.body.orderIds, app.now()),
  );
  app.get('/api/admin/parcels', { schema: { querystring: ParcelListQuerySchema, response: { 200: AdminParcelListSchema } } }, async (request) =>
    parcelsOfDay(app.db, request.query.date),
  );
  app.get(
    '/api/admin/parcels/labels.pdf',
    {
      schema: {
        querystring: ParcelListQuerySchema,
        description: 'One PDF for the day’s parcels: each parcel’s carrier label, then its delivery slip in the shop’s language; 404 no_parcels when there are none.',
      },
    },
    async (request, reply) => {
      const pdf = await asCourierError(async () => labelsOfDay(app.db, await sendit(app.db, app.deps.config), request.query.date, app.now()));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="etiquettes-${request.query.date}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
  app.post(
    '/api/admin/parcels/refresh',
    { config: { changes: ['orders'] }, schema: { response: { 200: z.object({ changed: z.number() }) }, description: 'Reads the open parcels’ statuses now, as the poll does.' } },
    async () => {
      const deps = { payments: app.payments, publicUrl: app.deps.config.publicUrl, now: app.now() };
      return { changed: await asCourierError(async () => followParcels(app.db, await sendit(app.db, app.deps.config), deps, app.log)) };
    },
  );
};
