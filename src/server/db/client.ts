import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';
import { projectRoot } from '../lib/runtime/paths.js';

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
   * itself, or on PostgreSQL by every process sharing it, over the one connection that listens for
   * the whole process, reopened if it drops). Resolves once listening, with the function that stops.
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
    const listen = notifications(opts.url);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrateOnce(pool),
      close: () => pool.end(),
      listen,
    };
  }
  // The embedded database's code (about 10 MB of memory) loads only where it is used.
  const { openPglite } = await import('./pglite.js');
  return openPglite(opts.dataDir ?? null, opts.loadDataDir);
}

const RELISTEN_MS = 1_000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'cadeaux-listener';

/**
 * One connection of the copy listens on every channel asked (the caches', lib/caches/registry.ts),
 * reopened if it drops. A message sent while reconnecting is lost: every listener is then told with
 * an empty payload.
 */
function notifications(url: string) {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let opening: Promise<pg.Client> | null = null;
  const quoted = (channel: string) => `"${channel.replace(/"/g, '')}"`;

  const open = async () => {
    const c = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    c.on('notification', (n) => {
      for (const listener of listeners.get(n.channel) ?? []) listener(n.payload ?? '');
    });
    c.on('error', (err) => {
      console.warn(`PostgreSQL listener lost: ${err.message}`);
      if (client === c) client = null;
      void c.end().catch(() => undefined);
      reopen();
    });
    await c.connect();
    for (const channel of listeners.keys()) await c.query(`listen ${quoted(channel)}`);
    return c;
  };
  const connected = async () => {
    if (client) return client;
    opening ??= open().finally(() => (opening = null));
    client = await opening;
    return client;
  };
  const reopen = () => {
    setTimeout(() => {
      // Everyone stopped listening meanwhile (the copy is closing): nothing to reopen.
      if (listeners.size === 0) return;
      connected().then(
        () => listeners.forEach((set) => set.forEach((listener) => listener(''))),
        reopen,
      );
    }, RELISTEN_MS);
  };

  return async (channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> => {
    const known = listeners.get(channel);
    listeners.set(channel, (known ?? new Set()).add(onMessage));
    const c = await connected();
    // A connection opened before this channel was asked for does not listen on it yet.
    if (!known) await c.query(`listen ${quoted(channel)}`);
    return async () => {
      const set = listeners.get(channel);
      set?.delete(onMessage);
      if (set?.size === 0) listeners.delete(channel);
      if (listeners.size > 0 || !client) return;
      const last = client;
      client = null;
      await last.end();
    };
  };
}
