import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile, stat } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/** A stored file as the app serves it. */
export interface StoredFile {
  body: Buffer;
  contentType: string;
  /** A quoted entity tag, the same for the same bytes. */
  etag: string;
}

/**
 * Where uploaded and generated files live: a local folder on the embedded database, a table on a
 * PostgreSQL server, object storage (S3) when configured. Keys are generated and never reused, so a
 * file at a key never changes.
 */
export interface Storage {
  readonly kind: 'local' | 'database' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  /** The file with what its answer needs (type, ETag); unset for local storage, served as static files. */
  read?(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file's bytes (a delivery photo the recipient did not want kept); a missing key is no error. */
  delete(key: string): Promise<void>;
  /** The public URL path a browser fetches the file from. */
  url(key: string): string;
  /** Set for local storage: the folder served under /uploads. */
  readonly localRoot?: string;
}

/** Keys under this folder are never served as files: a route checks who asks first. */
export const PRIVATE_PREFIX = 'private/';

export const safeKey = (key: string) => {
  const k = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
  if (k.startsWith('/') || k.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return k;
};

export function localStorage(root: string): Storage {
  return {
    kind: 'local',
    localRoot: root,
    async put(key, body) {
      const path = join(root, safeKey(key));
      await mkdir(dirname(path), { recursive: true });
      // Written aside then renamed: a reader (or a copy of the server on a shared volume) never sees
      // half a file, even when the process is killed mid-write.
      const aside = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(aside, body);
      await rename(aside, path);
      return `/uploads/${key}`;
    },
    async get(key) {
      try {
        return await readFile(join(root, safeKey(key)));
      } catch {
        return null;
      }
    },
    async exists(key) {
      return stat(join(root, safeKey(key))).then(
        () => true,
        () => false,
      );
    },
    async delete(key) {
      await rm(join(root, safeKey(key)), { force: true });
    },
    url: (key) => `/uploads/${key}`,
  };
}
