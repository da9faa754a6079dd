import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { projectRoot } from '../src/server/lib/runtime/paths.js';
import { freshDatabase, withDatabase } from '../test/fresh-database.js';
import { freePort, nodeScriptArgs } from '../test/server-process.js';
import { underLoad } from './load.js';
import type { Measure } from './types.js';

const LIMIT_MS = 180_000;
/** Time given to a server to settle (garbage collected, pictures' buffers freed) before reading it at rest. */
const SETTLE_MS = 5_000;

const rssOf = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

interface Started {
  child: ChildProcess;
  url: string;
  exited: Promise<unknown>;
}

/**
 * `npm start` as package.json says it, on `env`; resolves once the home page shows its gifts and,
 * on a first start, once the demo pictures are drawn (the log says so).
 */
async function start(env: Record<string, string>, firstStart: boolean): Promise<Started> {
  const port = await freePort();
  const { DATABASE_URL: _inherited, NODE_ENV: _mode, SHOP_MODE: _shop, LOG_FORMAT: _format, ...parent } = process.env;
  const child = spawn(process.execPath, nodeScriptArgs('start'), {
    cwd: projectRoot,
    env: { ...parent, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  while (performance.now() - started < LIMIT_MS && child.exitCode === null) {
    const page = await fetch(`${url}/`).then((r) => (r.ok ? r.text() : ''), () => '');
    if (page.includes('/gifts/') && (!firstStart || /Demo pictures: \d+ drawn/.test(output))) return { child, url, exited };
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`npm start did not serve its gifts${firstStart ? ' and draw its pictures' : ''}:\n${output}`);
}

/** The process's resident memory at rest, at its peak under ~10 s of catalogue load, and after. */
async function measure(label: string, server: Started): Promise<Measure[]> {
  const pid = server.child.pid!;
  await sleep(SETTLE_MS);
  const rest = rssOf(pid);
  let peak = rest;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 100);
  try {
    for (const path of ['/catalog', '/api/gifts?limit=24']) {
      const result = await underLoad({ url: server.url + path, headers: { 'accept-encoding': 'br' } });
      if (result.non2xx || result.errors) throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
  } finally {
    clearInterval(sampler);
  }
  await sleep(SETTLE_MS);
  const after = rssOf(pid);
  return [
    { name: `${label}: RSS at rest, pictures drawn`, value: rest, unit: 'MB' },
    { name: `${label}: RSS at its peak under the catalogue load`, value: peak, unit: 'MB' },
    { name: `${label}: RSS after the load`, value: after, unit: 'MB' },
  ];
}

async function startAndMeasure(label: string, env: Record<string, string>, firstStart: boolean, budgets: { rest: number; load: number }) {
  const server = await start(env, firstStart);
  try {
    const [rest, peak, after] = await measure(label, server);
    return [{ ...rest!, budget: budgets.rest }, { ...peak!, budget: budgets.load }, { ...after!, budget: budgets.rest }];
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

/**
 * The resident memory of `npm start` (demo mode) on the embedded database in an empty data folder
 * (first start: it seeds and draws the pictures), again on the folder it left (second start), and,
 * when DATABASE_URL is set, on a fresh PostgreSQL database. Budgets: 250 MB at rest, 300 MB under
 * load embedded; 150 MB on PostgreSQL.
 */
export async function benchRss(): Promise<Measure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cadeaux-bench-rss-'));
  const measures: Measure[] = [];
  try {
    const embedded = { rest: 250, load: 300 };
    measures.push(...(await startAndMeasure('npm start, embedded, first start', { DATA_DIR: dataDir }, true, embedded)));
    measures.push(...(await startAndMeasure('npm start, embedded, second start', { DATA_DIR: dataDir }, false, embedded)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!process.env.DATABASE_URL) return measures;
  const pgDir = mkdtempSync(join(tmpdir(), 'cadeaux-bench-rss-pg-'));
  const { database, drop } = await freshDatabase();
  try {
    const { rows } = (await database.db.execute('select current_database() as name')) as unknown as { rows: { name: string }[] };
    const pg = { rest: 150, load: 150 };
    measures.push(...(await startAndMeasure('npm start, PostgreSQL, first start', { DATA_DIR: pgDir, DATABASE_URL: withDatabase(process.env.DATABASE_URL, rows[0]!.name) }, true, pg)));
  } finally {
    await drop();
    rmSync(pgDir, { recursive: true, force: true });
  }
  return measures;
}
