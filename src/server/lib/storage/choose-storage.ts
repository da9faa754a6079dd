import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { databaseStorage } from './storage-database.js';
import { localStorage, type Storage } from './storage.js';

/**
 * Where pictures live: the S3 bucket when `S3_BUCKET` is set; else the database's `stored_files`
 * table on a PostgreSQL server (every copy reads it; files a single server wrote to its folder
 * before are still read from there); else, on the embedded database, the `uploads` folder.
 */
export async function chooseStorage(config: Config, database: Database, dataDir: string): Promise<Storage> {
  if (config.S3_BUCKET) {
    // The AWS SDK (about 15 MB of memory) loads only where a bucket is configured.
    const { s3Storage } = await import('./storage-s3.js');
    return s3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  const folder = join(dataDir, 'uploads');
  mkdirSync(folder, { recursive: true });
  const local = localStorage(folder);
  return database.kind === 'postgres' ? databaseStorage(database.db, local) : local;
}
