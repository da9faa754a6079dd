/**
 * `npm run bench`: every benchmark, printed as a table with its budget. Needs `npm run build` first
 * for the bundle and Lighthouse figures, and DATABASE_URL for the back office's (`admin`).
 * `npm run bench -- catalog login` runs only those.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import type { Measure } from './types.js';
import { benchAdmin } from './admin.js';
import { benchBundle } from './bundle.js';
import { benchLighthouse } from './lighthouse.js';
import { benchCatalog } from './catalog.js';
import { benchLogin } from './login.js';
import { benchOrders } from './orders.js';
import { benchStart } from './start.js';
import { benchRss } from './rss.js';
import { benchTaps } from './taps.js';

const suites: Record<string, () => Promise<Measure[]>> = {
  bundle: benchBundle,
  catalog: benchCatalog,
  login: benchLogin,
  orders: benchOrders,
  admin: benchAdmin,
  lighthouse: benchLighthouse,
  start: benchStart,
  rss: benchRss,
  taps: benchTaps,
};

const wanted = process.argv.slice(2).filter((a) => a in suites);
let failed = false;
const results: Record<string, (Measure & { over: boolean })[] | { failed: string }> = {};
const startedAt = new Date().toISOString();
const loadBefore = loadavg();
for (const [name, run] of Object.entries(suites)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n## ${name}`);
  try {
    const measures = await run();
    results[name] = [];
    for (const m of measures) {
      const over = m.budget !== undefined && (m.higherIsBetter ? m.value < m.budget : m.value > m.budget);
      results[name].push({ ...m, over });
      if (over) failed = true;
      const budget = m.budget === undefined ? '' : ` (budget ${m.higherIsBetter ? '>=' : '<='} ${m.budget} ${m.unit})`;
      console.log(`${over ? 'OVER ' : '     '}${m.name}: ${m.value} ${m.unit}${budget}`);
    }
  } catch (err) {
    failed = true;
    results[name] = { failed: err instanceof Error ? err.message : String(err) };
    console.log(`FAILED ${name}: ${results[name].failed}`);
  }
}

// Every figure, with when, where and on which databases it was measured. A run of some suites
// replaces only theirs: the file keeps the latest figure of each.
const file = join(import.meta.dirname, 'results.json');
type SuiteRecord = { date: string; loadAverage: { before: number[]; after: number[] }; databases: string[]; result: (typeof results)[string] };
let earlier: Record<string, SuiteRecord> = {};
try {
  earlier = (JSON.parse(readFileSync(file, 'utf8')) as { suites?: Record<string, SuiteRecord> }).suites ?? {};
} catch {
  // No file yet, or one written in another shape: start afresh.
}
const loadAverage = { before: loadBefore, after: loadavg() };
const databases = process.env.DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
const suitesNow = Object.fromEntries(Object.entries(results).map(([name, result]) => [name, { date: startedAt, loadAverage, databases, result }]));
writeFileSync(
  file,
  `${JSON.stringify(
    {
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', memoryMB: Math.round(totalmem() / 2 ** 20), node: process.version },
      suites: { ...earlier, ...suitesNow },
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWritten to ${file}`);
process.exit(failed ? 1 : 0);
