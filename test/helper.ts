import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp, type App } from '../src/server/app.js';
import { loadConfig, type Config } from '../src/server/config.js';
import type { Database } from '../src/server/db/client.js';
import type { PageRenderer } from '../src/server/pages/page-render.js';
import type { StripeAddress } from '../src/server/modules/payments/index.js';
import { freshDatabase as freshCopy } from './fresh-database.js';
import { localStorage, type Storage } from '../src/server/lib/storage/storage.js';
import { usePasswordHashOptions } from '../src/server/lib/secrets/passwords.js';

// argon2id at 1 MiB and one pass: src/server/lib/secrets/passwords.test.ts checks the real costs.
usePasswordHashOptions({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

/** A fresh database for one test file, copied from the migrated template of test/global-setup.ts. */
export const freshDatabase = () => freshCopy(inject('databaseTemplate'));

/**
 * A new DATA_DIR whose embedded database is already a copy of the migrated template (when the
 * template is PGlite's tarball), so the child neither creates nor migrates it: seconds saved.
 */
export function dataDirFromTemplate(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'cadeaux-server-'));
  const template = inject('databaseTemplate');
  if (template.endsWith('.tar')) {
    mkdirSync(join(dataDir, 'pglite'));
    execFileSync('tar', ['-xf', template, '-C', join(dataDir, 'pglite')]);
  }
  return dataDir;
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Most test files place many orders from one address; the order limits have their own tests,
 * which pass the real values in `env`.
 */
const UNLIMITED_ORDERS = {
  ORDER_LIMIT_PER_HOUR: '100000',
  ORDER_LIMIT_PER_ADDRESS_PER_HOUR: '100000',
  UNPAID_UNITS_PER_GIFT: '100000',
  UNPAID_STOCK_SHARE_PERCENT: '100',
};

/**
 * Builds the app on a fresh database, with `env` added to the test configuration; `webDir` serves
 * a built client, `stripeAddress` sends the Stripe SDK to a local double, `clock` is the shop's time,
 * `storage` keeps pictures elsewhere than in a folder, `deaf` keeps the database's notices from the
 * app (what it forgets, its own requests made it forget).
 */
export async function buildTestApp(
  opts: {
    env?: Record<string, string>;
    webDir?: string;
    pageRenderer?: PageRenderer | null;
    logger?: FastifyServerOptions['logger'];
    stripeAddress?: StripeAddress;
    clock?: () => Date;
    /** Where pictures go; the test's own `uploads` folder by default. */
    storage?: (database: Database) => Storage;
    deaf?: boolean;
  } = {},
): Promise<TestContext> {
  const { database, drop } = await freshDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'cadeaux-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', ...UNLIMITED_ORDERS, ...opts.env });
  mkdirSync(join(dataDir, 'uploads'));
  const storage = opts.storage ? opts.storage(database) : localStorage(join(dataDir, 'uploads'));
  const heard = opts.deaf ? { ...database, listen: async () => async () => {} } : database;
  const app = await buildApp(
    { config, database: heard, storage, webDir: opts.webDir ?? null, pageRenderer: opts.pageRenderer ?? null, stripeAddress: opts.stripeAddress, clock: opts.clock },
    opts.logger ?? false,
  );
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
