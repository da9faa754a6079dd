import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app.js';
import { CachedAnswer } from '../src/server/lib/caches/cached-answer.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { seedIfEmpty } from '../src/server/db/seed/index.js';
import { localStorage } from '../src/server/lib/storage/storage.js';
import { gifts as giftsTable } from '../src/server/db/schema/index.js';
import { sql } from 'drizzle-orm';
import { normalizeSearch } from '../src/server/lib/language/search-text.js';
import { freshDatabase, withDatabase } from '../test/fresh-database.js';
import { startServerProcess } from '../test/server-process.js';
import { bareBytesUnderLoad, bareFastifyUnderLoad, CONNECTIONS, underLoad } from './load.js';
import { round, type Measure } from './types.js';

const P99_BUDGET_MS = 15;
const BARE_PORT = Number(process.env.BENCH_PORT ?? 4700) + 10;

const GIFTS_ON_POSTGRES = 5_000;
const PG_P99_BUDGET_MS = 50;
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 4700) + 14;

/** The public reads on both databases: the demo catalogue embedded, and 5,000 gifts on PostgreSQL when DATABASE_URL is set. */
export async function benchCatalog(): Promise<Measure[]> {
  const measures = await benchCatalogEmbedded();
  if (process.env.DATABASE_URL) measures.push(...(await benchCatalogOnPostgres()));
  return measures;
}

/**
 * The demo catalogue grown to 5,000 gifts on PostgreSQL: the catalogue's first page, a search and
 * a gift page under 50 connections, and the search's plan (it must use the trigram index).
 */
async function benchCatalogOnPostgres(): Promise<Measure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cadeaux-bench-catalog-pg-'));
  const { database, drop } = await freshDatabase();
  const storage = localStorage(join(dataDir, 'uploads'));
  await seedIfEmpty(database.db, storage, { images: false, demoAccounts: false });
  const demo = await database.db.select().from(giftsTable);
  const copies = [];
  for (let i = 0; copies.length < GIFTS_ON_POSTGRES - demo.length; i++) {
    const { id: _id, createdAt: _c, updatedAt: _u, ...g } = demo[i % demo.length]!;
    const n = Math.floor(i / demo.length) + 1;
    copies.push({ ...g, slug: `${g.slug}-${n}`, name: { ...g.name, fr: `${g.name.fr} ${n}` }, searchText: `${g.searchText} ${n}` });
  }
  for (let i = 0; i < copies.length; i += 500) await database.db.insert(giftsTable).values(copies.slice(i, i + 500));
  await database.db.execute(sql`analyze gifts`);
  const { rows: named } = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  // The built server (what `npm start` runs) in a process of its own, so that its resident memory is its own.
  const server = await startServerProcess(SERVER_PORT, {
    DATABASE_URL: withDatabase(process.env.DATABASE_URL!, named[0]!.name),
    DATA_DIR: dataDir,
    SHOP_MODE: 'production',
    // Production starts only with an admin; this one exists for the run's database alone.
    ADMIN_EMAIL: 'bench-admin@exemple.ma',
    ADMIN_PASSWORD: `Bench-${Math.random().toString(36).slice(2)}-Aa1!`,
    SEED: 'false',
    LOG_LEVEL: 'silent',
  }, { built: true });
  const address = server.url;
  try {
    const [first] = (await (await fetch(`${address}/api/gifts?limit=1`)).json()) as { id: string }[];
    const measures: Measure[] = [];
    const paths = [
      { label: `GET /api/gifts?limit=24 (${GIFTS_ON_POSTGRES} gifts, PostgreSQL)`, path: '/api/gifts?limit=24' },
      { label: `GET /api/gifts?search=the (${GIFTS_ON_POSTGRES} gifts, PostgreSQL)`, path: '/api/gifts?search=the' },
      { label: `GET /api/gifts/{id} (${GIFTS_ON_POSTGRES} gifts, PostgreSQL)`, path: `/api/gifts/${first!.id}` },
    ];
    const rssOf = () => Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
    const idle = rssOf();
    // Sampled while the load runs: the start's own peak (migrations, the admin's password hash) is not load.
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf())), 100);
    for (const { label, path } of paths) {
      const result = await underLoad({ url: address + path });
      if (result.non2xx || result.errors) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      measures.push(
        { name: `${label}, ${CONNECTIONS} connections`, value: Math.round(result.requests.average), unit: 'req/s', higherIsBetter: true },
        { name: `${label} p99 latency`, value: result.latency.p99, unit: 'ms', budget: PG_P99_BUDGET_MS },
      );
    }
    // The search's own condition, explained on the 5,000 gifts, for a word of one demo gift's name
    // (about one gift in fifty): a word in nearly every gift ("the") is rightly a sequential scan.
    const word = normalizeSearch(demo[0]!.name.fr).split(' ').find((w) => w.length >= 5) ?? 'coffret';
    const { rows } = (await database.db.execute(
      sql`explain analyze select id from gifts where is_active and search_text ilike ${`%${word}%`} order by created_at desc limit 100`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    console.log(`\nPlan of the gift search for "${word}" on ${GIFTS_ON_POSTGRES} gifts:\n${plan}\n`);
    measures.push({ name: 'the gift search uses the trigram index gifts_search_text_trgm_idx (1 = yes)', value: plan.includes('gifts_search_text_trgm_idx') ? 1 : 0, unit: '', budget: 1, higherIsBetter: true });
    measures.push(...(await benchPages(address, first!.id)));
    clearInterval(sampler);
    measures.push(
      { name: 'server process resident memory before the load (RSS, PostgreSQL, 5,000 gifts; built server)', value: idle, unit: 'MB' },
      { name: 'server process resident memory at its peak under load (RSS, PostgreSQL, 5,000 gifts; built server)', value: peak, unit: 'MB', budget: 150 },
    );
    return measures;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The rendered public pages of the 5,000 gifts (home, the catalogue's first 24, a gift page), as a
 * phone gets them (brotli), each beside a bare Fastify route sending the very same bytes; and the
 * catalogue's first HTML, whole and as sent.
 */
async function benchPages(address: string, giftId: string): Promise<Measure[]> {
  const measures: Measure[] = [];
  const pages = [
    { label: 'home page /', path: '/' },
    { label: 'catalogue page /catalog', path: '/catalog' },
    { label: 'gift page /gifts/{id}', path: `/gifts/${giftId}` },
  ];
  for (const { label, path } of pages) {
    const html = Buffer.from(await (await fetch(address + path)).arrayBuffer());
    if (!html.includes('id="ssr-data"')) throw new Error(`${label} was not rendered on the server: run \`npm run build\` first`);
    // What the server sends a browser: the page compressed as the server's cache does it.
    const sent = new CachedAnswer(html, 'text/html; charset=utf-8').brotli;
    if (path === '/catalog') {
      measures.push(
        { name: `catalogue page's first HTML (${GIFTS_ON_POSTGRES} gifts, first 24), whole`, value: round(html.length / 1024), unit: 'KB', budget: 100 },
        { name: "catalogue page's first HTML as sent (brotli)", value: round(sent.length / 1024), unit: 'KB' },
      );
    }
    const size = `${(sent.length / 1024).toFixed(1)} KB`;
    measures.push(...(await bareBytesUnderLoad(BARE_PORT, `bare Fastify sending the ${size} of ${label}`, sent, { type: 'text/html; charset=utf-8', encoding: 'br' })));
    const result = await underLoad({ url: address + path, headers: { 'accept-encoding': 'br' } });
    if (result.non2xx || result.errors) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    measures.push(
      { name: `${label} (${size} brotli, PostgreSQL), ${CONNECTIONS} connections`, value: Math.round(result.requests.average), unit: 'req/s', higherIsBetter: true },
      { name: `${label} p99 latency`, value: result.latency.p99, unit: 'ms', budget: PG_P99_BUDGET_MS },
    );
  }
  return measures;
}

/**
 * The storefront's public reads under 50 connections on the embedded database with the demo
 * catalogue, each beside a bare Fastify route sending the very same bytes, and a bare hello.
 */
async function benchCatalogEmbedded(): Promise<Measure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cadeaux-bench-catalog-'));
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  const storage = localStorage(join(dataDir, 'uploads'));
  await seedIfEmpty(database.db, storage, { images: false, demoAccounts: false });
  const config = loadConfig({ SHOP_MODE: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'silent' });
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
    measures.push({ name: 'resident memory (RSS) at its peak under load: app, embedded database (PGlite) and load generator in one process', value: Math.round(rssPeak / 2 ** 20), unit: 'MB' });
    return measures;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
