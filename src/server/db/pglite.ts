import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { exitOf, forkModule } from '../lib/runtime/child-module.js';
import { migrationsFolder, type Database, type Db } from './client.js';
import * as schema from './schema/index.js';

/** What the migrations need of PGlite beyond the core (PostgreSQL servers ship pg_trgm in contrib). */
export const extensions = { pg_trgm };

/**
 * PostgreSQL's defaults, sized for a shop's embedded database: its demo catalogue and a year of
 * orders fit in a few MB, and PGlite's WASM memory, once grown, is never given back. The default
 * 128 MB of shared buffers would end up resident for a copy of what the page cache already holds.
 */
export const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'temp_buffers=2MB', '-c', 'wal_buffers=1MB'];

/** PGlite in `dataDir/pglite` (in memory when dataDir is null), starting from `loadDataDir` (a dumpDataDir tarball) when given. */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    // A new folder is created and migrated in a process of its own, whose memory goes when it exits.
    if (!loadDataDir && !existsSync(join(dir, 'PG_VERSION'))) await exitOf(forkModule(import.meta.url, 'pglite-create', [dir]), 'creating the database');
  }
  return pgliteDatabase(await PGlite.create({ dataDir: dir, loadDataDir, extensions, startParams }));
}

/** The Database over an open PGlite, which its `close` closes. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
    listen: (channel, onMessage) => client.listen(channel, onMessage),
  };
}
