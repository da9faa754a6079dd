import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { projectRoot } from '../src/server/lib/runtime/paths.js';
import { freePort, nodeScriptArgs } from '../test/server-process.js';
import { round, type Measure } from './types.js';

const STAMP = join(projectRoot, 'dist', '.build-stamp');
const LIMIT_MS = 120_000;

/**
 * Seconds from `npm start` to the home page answering 200 with the demo catalogue in it, on the
 * embedded database in `dataDir`; the server is then stopped as an operator would (SIGTERM).
 */
async function timeToFirstPage(dataDir: string): Promise<number> {
  const port = await freePort();
  const { DATABASE_URL: _embedded, NODE_ENV: _node, SHOP_MODE: _demo, ...env } = process.env;
  const started = performance.now();
  // `npm start` as package.json says it (its Node flags included), without npm's own start-up in the figure.
  const child = spawn(process.execPath, nodeScriptArgs('start'), {
    cwd: projectRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    while (performance.now() - started < LIMIT_MS && child.exitCode === null) {
      const page = await fetch(`http://127.0.0.1:${port}/`).then((r) => (r.ok ? r.text() : ''), () => '');
      if (page.includes('/gifts/')) return (performance.now() - started) / 1000;
      await sleep(50);
    }
    throw new Error(`npm start did not serve the home page with its gifts:\n${errors}`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * `npm start` on an empty data folder: once with sources changed since the last build (it builds,
 * migrates, seeds the demo catalogue), once with the build up to date, then again on the folder it
 * left (budgets: 15 s and 3 s). Needs a build to compare with: its stamp is removed for the first.
 */
export async function benchStart(): Promise<Measure[]> {
  const folders = [mkdtempSync(join(tmpdir(), 'cadeaux-bench-start-')), mkdtempSync(join(tmpdir(), 'cadeaux-bench-start-'))];
  try {
    rmSync(STAMP, { force: true });
    const building = await timeToFirstPage(folders[0]!);
    const built = await timeToFirstPage(folders[1]!);
    const again = await timeToFirstPage(folders[1]!);
    return [
      { name: 'first npm start, empty data folder, sources changed: to the home page with its gifts', value: round(building), unit: 's', budget: 15 },
      { name: 'npm start, empty data folder, build up to date', value: round(built), unit: 's' },
      { name: 'second npm start, same data folder', value: round(again), unit: 's', budget: 3 },
    ];
  } finally {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}
