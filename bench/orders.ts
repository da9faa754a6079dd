import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, type Database } from '../src/server/db/client.js';
import { gifts } from '../src/server/db/schema/index.js';
import { localStorage } from '../src/server/lib/storage/storage.js';
import { freshDatabase } from '../test/fresh-database.js';
import { bareFastifyUnderLoad } from './load.js';
import type { Measure } from './types.js';

const BUYERS = 100;
/** Orders of the throughput run: every buyer places 15, one after the other. */
const ORDERS = 1_500;
const GIFTS = 10;
const LAST_UNITS = 20;
const PORT = Number(process.env.BENCH_PORT ?? 4700) + 12;
/** DATABASE_POOL_SIZE of the measured copy. */
const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 10);

/**
 * Order placement over HTTP from 100 buyers at once, on the embedded database and, when
 * DATABASE_URL is set, on PostgreSQL: 1,500 guest orders over 10 gifts with stock to spare
 * (orders/s), then 100 buyers racing for the last 20 units of one gift (exactly 20 placed, stock
 * 0, no 5xx, no deadlock).
 */
export async function benchOrders(): Promise<Measure[]> {
  // What the machine gives at that moment, to read the other figures against.
  const measures = await bareFastifyUnderLoad(PORT + 1);
  const pglite = await openDatabase({ dataDir: null });
  await pglite.migrate();
  measures.push(...(await benchOn(pglite, 'PGlite', 50).finally(() => pglite.close())));
  if (process.env.DATABASE_URL) {
    const { database, drop } = await freshDatabase(undefined, { poolSize: POOL });
    measures.push(...(await benchOn(database, 'PostgreSQL', 300).finally(drop)));
  }
  return measures;
}

interface Placed {
  statuses: number[];
  ms: number;
}

async function benchOn(database: Database, kind: string, budget: number): Promise<Measure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cadeaux-bench-orders-'));
  // Every buyer comes from 127.0.0.1: the per-client order limits (injectable, as in production
  // through the environment) would only measure themselves.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ORDER_LIMIT_PER_HOUR: '100000',
    ORDER_LIMIT_PER_ADDRESS_PER_HOUR: '100000',
    UNPAID_UNITS_PER_GIFT: '100000',
    UNPAID_STOCK_SHARE_PERCENT: '100',
  });
  const app = await buildApp({ config, database, storage: localStorage(join(dataDir, 'uploads')), webDir: null });
  const buyers = new Worker(new URL('./order-buyers.mjs', import.meta.url));
  const deadlocks = async () => {
    if (database.kind !== 'postgres') return 0;
    const { rows } = (await database.db.execute(sql`select deadlocks::int as n from pg_stat_database where datname = current_database()`)) as unknown as {
      rows: { n: number }[];
    };
    return rows[0]?.n ?? 0;
  };
  try {
    const address = await app.listen({ host: '127.0.0.1', port: PORT });
    // Orders `{ giftId, n }`, `concurrency` buyers at once, from the buyers' worker (order-buyers.mjs).
    const place = (orders: { giftId: string; n: number }[], concurrency: number) =>
      new Promise<Placed>((resolve, reject) => {
        buyers.once('error', reject);
        buyers.once('message', (placed: Placed) => {
          buyers.off('error', reject);
          resolve(placed);
        });
        buyers.postMessage({ address, orders, concurrency });
      });
    const rows = await database.db
      .insert(gifts)
      .values(Array.from({ length: GIFTS + 1 }, (_, i) => ({ slug: `bench-${i}`, name: { fr: `Coffret ${i}` }, price: `${120 + i * 15}.50`, stock: i < GIFTS ? 100_000 : LAST_UNITS })))
      .returning({ id: gifts.id, stock: gifts.stock });
    const ids = rows.map((r) => r.id);
    const deadlocksBefore = await deadlocks();

    // Warm up (connections, prepared paths), then the throughput run.
    const orders = (count: number, giftId: (n: number) => string) => Array.from({ length: count }, (_, n) => ({ giftId: giftId(n), n }));
    await place(orders(20, (n) => ids[n % GIFTS]!), 20);
    const run = await place(orders(ORDERS, (n) => ids[n % GIFTS]!), BUYERS);
    const seconds = run.ms / 1000;
    const failed = run.statuses.filter((s) => s !== 201);
    if (failed.length) throw new Error(`${kind}: ${failed.length} of ${ORDERS} orders not placed (statuses ${[...new Set(failed)].join(', ')})`);

    // The race: 100 buyers at once for the last 20 units.
    const last = ids[GIFTS]!;
    const { statuses: race, ms: raceMs } = await place(orders(BUYERS, () => last), BUYERS);
    const placed = race.filter((s) => s === 201).length;
    const errors = race.filter((s) => s >= 500).length;
    const [left] = await database.db.select({ stock: gifts.stock }).from(gifts).where(sql`${gifts.id} = ${last}`);
    const newDeadlocks = (await deadlocks()) - deadlocksBefore;
    if (placed !== LAST_UNITS || left?.stock !== 0 || errors || race.some((s) => s !== 201 && s !== 409) || newDeadlocks) {
      throw new Error(`${kind} stock race broken: ${placed} placed, stock left ${left?.stock}, ${errors} 5xx, ${newDeadlocks} deadlocks, statuses ${[...new Set(race)].join(', ')}`);
    }
    return [
      { name: `order placement (${kind}, ${BUYERS} buyers at once, ${ORDERS} orders)`, value: Math.round(ORDERS / seconds), unit: 'orders/s', budget, higherIsBetter: true },
      { name: `${BUYERS} buyers racing for the last ${LAST_UNITS} units (${kind}): placed, stock 0, no 5xx, no deadlock`, value: placed, unit: 'orders' },
      { name: `the race's ${BUYERS} answers (${kind})`, value: Math.round(raceMs), unit: 'ms' },
    ];
  } finally {
    await buyers.terminate();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
