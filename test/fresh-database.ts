import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client.js';
import { extensions, pgliteDatabase } from '../src/server/db/pglite.js';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped afterwards). It starts as a copy of `template`
 * from test/database-template.ts (a PGlite data-directory tarball, or a PostgreSQL database name),
 * or, without one, is migrated from scratch.
 */
export async function freshDatabase(template?: string, opts: { poolSize?: number } = {}): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url && template) return reusedPglite(template);
  if (!url) {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await runOnServer(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  const database = await openDatabase({ url: withDatabase(url, name), poolSize: opts.poolSize });
  if (!template) await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      // Not `with (force)`: the pool's connections may still be closing, and PostgreSQL waits
      // for them (up to 5 s) where force would kill them and make them throw in this process.
      await runOnServer(url, `drop database ${name}`);
    },
  };
}

// Starting a PGlite from the template costs half a second of CPU, more than most test files'
// tests: each worker keeps the ones dropped, emptied, for the next file. On globalThis, because
// test/per-file.ts reloads this module for every file.
const idle: PGlite[] = ((globalThis as { idlePglites?: PGlite[] }).idlePglites ??= []);
const KEPT = 3;

// Every table of the schema: the migrations insert no rows, so empty tables are the template.
// Triggers are off for the statement: orders' truncate trigger empties order_hours, which is in the
// list, and PostgreSQL refuses to truncate a table twice in one statement (every drop then failed,
// so every file paid a new PGlite).
const EMPTY_ALL_TABLES = `do $$ begin
  perform set_config('session_replication_role', 'replica', true);
  execute (select 'truncate ' || string_agg(format('%I', tablename), ', ') || ' restart identity cascade' from pg_tables where schemaname = 'public');
end $$`;

async function reusedPglite(template: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const client = idle.pop() ?? (await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]), extensions }));
  return {
    database: pgliteDatabase(client),
    async drop() {
      // A test that closed it, or left it unusable, gets it closed for good.
      const emptied = !client.closed && (await client.exec(EMPTY_ALL_TABLES).then(() => true, () => false));
      if (emptied && idle.length < KEPT) idle.push(client);
      else if (!client.closed) await client.close();
    },
  };
}

/** Runs one statement over a short connection to `url`, such as creating or dropping another database. */
export async function runOnServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `url` pointing at another database on the same server. */
export function withDatabase(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}
