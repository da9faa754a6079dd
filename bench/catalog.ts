import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { seedIfEmpty } from '../src/server/db/seed/index.js';
import { localStorage } from '../src/server/lib/storage.js';
import { bareBytesUnderLoad, bareFastifyUnderLoad, CONNECTIONS, underLoad } from './load.js';
import type { Measure } from './types.js';

const P99_BUDGET_MS = 15;
const BARE_PORT = 4710;

/**
 * The storefront's public reads under 50 connections on the embedded database with the demo
 * catalogue, each beside a bare Fastify route sending the very same bytes, and a bare hello.
 */
export async function benchCatalog(): Promise<Measure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cadeaux-bench-catalog-'));
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  const storage = localStorage(join(dataDir, 'uploads'));
  await seedIfEmpty(database.db, storage, { images: false, demoAccounts: false });
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, storage, webDir: null });
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const gifts = (await (await fetch(`${address}/api/gifts`)).json()) as { id: string }[];
    const paths = [
      { label: 'GET /api/gifts', path: '/api/gifts' },
      { label: 'GET /api/gifts?search=the', path: '/api/gifts?search=the' },
      { label: 'GET /api/gifts/{id}', path: `/api/gifts/${gifts[0]!.id}` },
      { label: 'GET /api/categories', path: '/api/categories' },
    ];
    const measures: Measure[] = await bareFastifyUnderLoad(BARE_PORT);
    // The process's resident memory, sampled while the app is under load (the load generator runs in
    // a worker thread of the same process, so this is an upper bound for the server alone).
    let rssPeak = 0;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 100);
    for (const { label, path } of paths) {
      const check = await fetch(address + path);
      const bytes = Buffer.from(await check.arrayBuffer());
      if (!check.ok || bytes.length < 3) throw new Error(`${label} answered ${check.status}: ${bytes.toString().slice(0, 200)}`);
      const size = `${(bytes.length / 1024).toFixed(1)} KB`;
      measures.push(...(await bareBytesUnderLoad(BARE_PORT, `bare Fastify sending the ${size} of ${label}`, bytes)));
      const result = await underLoad({ url: address + path });
      if (result.non2xx || result.errors) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors (${result.timeouts} timeouts)`);
      measures.push(
        { name: `${label} (${size}), ${CONNECTIONS} connections`, value: Math.round(result.requests.average), unit: 'req/s', higherIsBetter: true },
        { name: `${label} p99 latency`, value: result.latency.p99, unit: 'ms', budget: P99_BUDGET_MS },
      );
    }
    clearInterval(sampler);
    measures.push({ name: 'resident memory (RSS) at its peak under load, server and load generator', value: Math.round(rssPeak / 2 ** 20), unit: 'MB', budget: 150 });
    return measures;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
