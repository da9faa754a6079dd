import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalid } from '../../http/app-error.js';
import { signedInUser } from '../../http/session.js';
import { storePicture } from './pictures.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const TOO_LARGE = 'Le fichier ne doit pas dépasser 5MB';

/** `POST /api/upload` (multipart, field `image`): answers `{ url }`; mounted behind the admin guard. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // The limit is enforced while the file streams in: a larger one is cut off, never buffered whole.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post('/api/upload', { schema: { response: { 201: z.object({ url: z.string() }) } } }, async (request, reply) => {
    if (!request.isMultipart()) throw invalid('Envoyez l’image en multipart/form-data, champ « image ».');
    const part = await request.file();
    if (!part || part.fieldname !== 'image') throw invalid('Aucune image reçue (champ « image »).');
    let body: Buffer;
    try {
      body = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', TOO_LARGE);
      throw err;
    }
    const picture = await storePicture(app.db, app.deps.storage, body, signedInUser(request).id);
    return reply.status(201).send(picture);
  });
};
