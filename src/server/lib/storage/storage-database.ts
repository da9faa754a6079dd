import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { storedFiles } from '../../db/schema/index.js';
import { safeKey, type Storage, type StoredFile } from './storage.js';

export const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Files in the `stored_files` table of a PostgreSQL server: every copy of the server sharing the
 * database reads what any of them wrote. `before` (the local folder of a shop that ran on one
 * server before) is read for keys the table does not hold.
 */
export function databaseStorage(db: Db, before?: Storage): Storage {
  const read = async (key: string): Promise<StoredFile | null> => {
    const [row] = await db
      .select({ body: storedFiles.body, contentType: storedFiles.contentType, etag: storedFiles.etag })
      .from(storedFiles)
      .where(eq(storedFiles.key, safeKey(key)));
    if (row) return row;
    const old = await before?.get(key);
    return old ? { body: old, contentType: contentTypeOf(key), etag: etagOf(old) } : null;
  };
  return {
    kind: 'database',
    async put(key, body, contentType) {
      const k = safeKey(key);
      // A key is written once; writing it again (a picture redrawn after an interrupted start) replaces it.
      await db
        .insert(storedFiles)
        .values({ key: k, contentType, etag: etagOf(body), body })
        .onConflictDoUpdate({ target: storedFiles.key, set: { contentType, etag: etagOf(body), body } });
      return `/uploads/${key}`;
    },
    get: async (key) => (await read(key))?.body ?? null,
    read,
    async exists(key) {
      const [row] = await db.select({ one: sql<number>`1` }).from(storedFiles).where(eq(storedFiles.key, safeKey(key)));
      return row !== undefined || ((await before?.exists(key)) ?? false);
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, safeKey(key)));
      await before?.delete(key);
    },
    url: (key) => `/uploads/${key}`,
  };
}

const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', avif: 'image/avif', gif: 'image/gif' };
export const contentTypeOf = (key: string) => TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
