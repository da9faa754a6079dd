import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, type Database, type Db } from './client.js';
import * as schema from './schema/index.js';

/** What the migrations need of PGlite beyond the core (PostgreSQL servers ship pg_trgm in contrib). */
export const extensions = { pg_trgm };

/** PGlite in `dataDir/pglite` (in memory when dataDir is null), starting from `loadDataDir` (a dumpDataDir tarball) when given. */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  return pgliteDatabase(await PGlite.create({ dataDir: dir, loadDataDir, extensions }));
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
