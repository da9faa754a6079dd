import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../contracts/common.js';
import { DELIVERED_PHOTO_FIELD, DeliveryAttemptInputSchema, DeliveryProofSchema, PHOTO_DECLINED_FIELD } from '../../../contracts/delivery-proof.js';
import { OrderSchema } from '../../../contracts/orders.js';
import { AppError, invalid, notFound } from '../../http/app-error.js';
import { signedInUser } from '../../http/session.js';
import { assertAccess, viewerOf, findOrderRow, loadOrder } from '../orders/index.js';
import { MAX_UPLOAD_BYTES, TOO_LARGE } from '../uploads/index.js';
import { findPhoto, markDeliveredWithProof, readDeliveryProof, recordFailedAttempt, tokenMatches } from './service.js';

/** What the order's sender, a guest's browser or an admin may read of its delivery, and the photo itself. */
export const deliveryProofRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/orders/:id/delivery', { schema: { params: IdParamsSchema, response: { 200: DeliveryProofSchema } } }, async (request) => {
    assertAccess(viewerOf(request), await findOrderRow(app.db, request.params.id), { admin: true });
    return readDeliveryProof(app.db, request.params.id);
  });

  app.get(
    '/api/orders/:id/delivery-photo',
    { schema: { params: IdParamsSchema, querystring: z.object({ token: z.string().max(200).optional() }) } },
    async (request, reply) => {
      const row = await findOrderRow(app.db, request.params.id);
      const photo = row ? await findPhoto(app.db, row.id) : null;
      // The e-mail's link opens the photo on any device; otherwise the order's own access rule.
      if (!photo || !tokenMatches(request.query.token, photo.viewToken)) assertAccess(viewerOf(request), row, { admin: true });
      const body = photo ? await app.deps.storage.get(photo.key) : null;
      if (!body) throw notFound('Photo introuvable');
      return reply.type('image/webp').header('cache-control', 'private, max-age=3600').send(body);
    },
  );
};

/** "Marquer livrée" with a photo, and failed attempts; mounted behind the admin guard. */
export const deliveryProofAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 3, parts: 4 } });

  app.post('/api/admin/orders/:id/delivered', { config: { changes: ['orders'] }, schema: { params: IdParamsSchema, response: { 200: OrderSchema } } }, async (request) => {
    let photo: Buffer | null = null;
    let declined = false;
    if (request.isMultipart()) {
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== DELIVERED_PHOTO_FIELD) throw invalid(`Photo attendue dans le champ « ${DELIVERED_PHOTO_FIELD} ».`);
            photo = await part.toBuffer();
          } else if (part.fieldname === PHOTO_DECLINED_FIELD) {
            declined = part.value === 'true' || part.value === 'on';
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', TOO_LARGE);
        throw err;
      }
    }
    const deps = { payments: app.payments, publicUrl: app.deps.config.publicUrl, storage: app.deps.storage, now: app.now() };
    await markDeliveredWithProof(app.db, deps, request.params.id, { photo: photo?.length ? photo : null, declined, adminId: signedInUser(request).id });
    return loadOrder(app.db, request.params.id, deps.now, 'shop');
  });

  app.post(
    '/api/admin/orders/:id/delivery-attempts',
    {
      config: { changes: ['orders'] },
      schema: {
        params: IdParamsSchema,
        body: DeliveryAttemptInputSchema,
        response: { 201: z.object({ number: z.number().int(), charged: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const done = await recordFailedAttempt(app.db, request.params.id, request.body.reason, signedInUser(request).id);
      return reply.status(201).send(done);
    },
  );
};
