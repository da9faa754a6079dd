import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, Db } from '../src/server/db/client.js';
import * as schema from '../src/server/db/schema/index.js';

/** The same database seen through a Drizzle instance that counts the queries it sends. */
export function countingDb(database: Database): { db: Db; queries: () => number; reset: () => void } {
  let queries = 0;
  const logger = { logQuery: () => void queries++ };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzlePg(client as pg.Pool, { schema, logger });
  return { db: db as unknown as Db, queries: () => queries, reset: () => void (queries = 0) };
}
