import type { FastifyInstance } from 'fastify';
import { notFound } from './app-error.js';
import { PRIVATE_PREFIX, safeKey, type Storage, type StoredFile } from '../lib/storage/storage.js';

/** Bytes of recently served files each copy keeps in memory (files at a key never change). */
const MEMORY_BYTES = 16 * 1024 * 1024;

/** Least recently served first: a Map keeps insertion order, and a hit is moved to the end. */
function recentFiles(budget: number) {
  const files = new Map<string, StoredFile>();
  let bytes = 0;
  return {
    get(key: string) {
      const file = files.get(key);
      if (file) {
        files.delete(key);
        files.set(key, file);
      }
      return file;
    },
    set(key: string, file: StoredFile) {
      if (file.body.length > budget / 8 || files.has(key)) return;
      files.set(key, file);
      bytes += file.body.length;
      for (const [oldest, old] of files) {
        if (bytes <= budget) break;
        files.delete(oldest);
        bytes -= old.body.length;
      }
    },
  };
}

const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * `GET /uploads/*` from a storage that is not a local folder (a PostgreSQL table, S3): the same URLs,
 * cached for a year as immutable, with an ETag answered 304 on `If-None-Match`.
 */
export function registerStoredFiles(app: FastifyInstance, storage: Storage & Required<Pick<Storage, 'read'>>) {
  const recent = recentFiles(MEMORY_BYTES);
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    // Normalised once, and the private check made on the key that is read: `./private/…` or
    // `x/%2e%2e/private/…` would otherwise pass the check and be read as `private/…`.
    let key: string;
    try {
      key = safeKey((request.params as { '*': string })['*']);
    } catch {
      throw notFound('Fichier introuvable');
    }
    // Delivery photos and other private files are read through their own routes, which check who asks.
    if (key.startsWith(PRIVATE_PREFIX)) throw notFound('Fichier introuvable');
    let file = recent.get(key);
    if (!file) {
      const read = await storage.read(key);
      if (!read) throw notFound('Fichier introuvable');
      file = read;
      recent.set(key, file);
    }
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', file.etag);
    if (matches(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    return reply.type(file.contentType).send(file.body);
  });
}
