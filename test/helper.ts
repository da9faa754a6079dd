import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp, type App } from '../src/server/app.js';
import { loadConfig, type Config } from '../src/server/config.js';
import { openDatabase, type Database } from '../src/server/db/client.js';
import { localStorage } from '../src/server/lib/storage.js';
import { seedIfEmpty } from '../src/server/db/seed/index.js';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped afterwards).
 */
export async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString() });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Builds the app on a fresh database; `seed: true` loads the demo catalogue (without images). */
export async function buildTestApp(opts: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestContext> {
  const { database, drop } = await freshDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'cadeaux-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', ...opts.env });
  mkdirSync(join(dataDir, 'uploads'));
  const storage = localStorage(join(dataDir, 'uploads'));
  if (opts.seed) await seedIfEmpty(database.db, storage, { images: false });
  const app = await buildApp({ config, database, storage, webDir: null });
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** buildTestApp for a whole file, closed after its last test. */
export async function useTestApp(opts?: Parameters<typeof buildTestApp>[0]) {
  const ctx = await buildTestApp(opts);
  afterAll(() => ctx.close());
  return ctx;
}
