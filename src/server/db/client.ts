import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';
import { projectRoot } from '../lib/paths.js';

export type Schema = typeof schema;
/** Either driver: PGlite (embedded) or node-postgres. Same dialect, same queries. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A service takes either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onMessage` with each NOTIFY payload on `channel` (sent by this process, by the database
   * itself, or on PostgreSQL by every process sharing it, over a connection of its own that is
   * reopened if it drops). Resolves once listening, with the function that stops.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

export const migrationsFolder = join(projectRoot, 'drizzle');

// Any fixed number: the advisory lock that lets one copy of the server migrate at a time.
const MIGRATION_LOCK = 7_314_206;

/**
 * Copies starting together on one database migrate one after the other: the first applies the
 * migrations, the next find them applied. Without the lock both would create the same tables.
 */
async function migrateOnce(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/**
 * `url` set: a pool of `poolSize` connections (10 by default) to that PostgreSQL server.
 * `url` unset: PGlite in `dataDir` (or in memory when dataDir is null), starting from `loadDataDir`
 * (a tarball from PGlite's dumpDataDir) when given.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string | null; loadDataDir?: Blob; poolSize?: number }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle connection the server drops (a restart, a failover) is replaced at the next query;
    // without a listener its 'error' event would crash the process.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema, casing: undefined });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrateOnce(pool),
      close: () => pool.end(),
      listen: (channel, onMessage) => listenOn(opts.url!, channel, onMessage),
    };
  }
  // The embedded database's code (about 10 MB of memory) loads only where it is used.
  const { openPglite } = await import('./pglite.js');
  return openPglite(opts.dataDir ?? null, opts.loadDataDir);
}

const RELISTEN_MS = 1_000;

async function listenOn(url: string, channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  // A message sent while reconnecting is lost: the listener is told with an empty payload.
  const reconnect = () => {
    if (!stopped) setTimeout(() => void connect().then(() => onMessage(''), reconnect), RELISTEN_MS);
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => n.channel === channel && onMessage(n.payload ?? ''));
    c.on('error', (err) => {
      console.warn(`PostgreSQL listener lost: ${err.message}`);
      void c.end().catch(() => undefined);
      reconnect();
    });
    await c.connect();
    await c.query(`listen "${channel.replace(/"/g, '')}"`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}
