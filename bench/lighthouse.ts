import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerProcess } from '../test/server-process.js';
import type { Measure } from './types.js';

/** Runs of each page, whose median is reported. */
const RUNS = 3;

/** The demo pictures are drawn once the server listens: wait for them, or every score measures a missing picture. */
export async function picturesReady(url: string) {
  // An empty data folder answers before the demo catalogue is in: wait for it too.
  let gifts: { id: string; primaryImage?: string | null }[] = [];
  for (let i = 0; i < 120 && gifts.length === 0; i++) {
    gifts = (await (await fetch(`${url}/api/gifts?limit=200`)).json()) as typeof gifts;
    if (gifts.length === 0) await new Promise((r) => setTimeout(r, 500));
  }
  const pictures = gifts.map((g) => g.primaryImage).filter((p): p is string => Boolean(p));
  for (let i = 0; i < 120; i++) {
    const answers = await Promise.all(pictures.map(async (p) => (await fetch(`${url}${p}`, { method: 'HEAD' })).status));
    if (answers.every((s) => s === 200)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return gifts;
}

/**
 * Lighthouse mobile (its default: a mid-range phone on a slow 4G link) on the pages a visitor
 * lands on, in French and in Arabic (the language cookie the server renders by), against the built app.
 */
export async function benchLighthouse(): Promise<Measure[]> {
  // The built server in production on a fresh embedded database, with the demo catalogue (a
  // production server seeds it only when told).
  const dataDir = mkdtempSync(join(tmpdir(), 'cadeaux-bench-'));
  const server = await startServerProcess(
    Number(process.env.LIGHTHOUSE_PORT ?? 4791),
    { SHOP_MODE: 'production', SEED: 'true', DATA_DIR: dataDir },
    { built: true },
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const gifts = await picturesReady(server.url);
    if (!gifts[0]) throw new Error('no gift in the catalogue');
    // LIGHTHOUSE_PAGES=home,gift measures only those.
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const pages = (
      [
        ['home', '/'],
        ['catalogue', '/catalog'],
        ['gift page', `/gifts/${gifts[0].id}`],
      ] as [string, string][]
    ).filter(([name]) => !only || only.some((o) => name.startsWith(o)));
    const out: Measure[] = [];
    for (const lang of ['fr', 'ar']) {
      for (const [name, path] of pages) {
        const label = `${name} (${lang})`;
        const run = async () =>
          (
            await lighthouse(`${server.url}${path}`, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility'],
              extraHeaders: { Cookie: `language=${lang}` },
            })
          )?.lhr;
        const failureOf = (lhr: Awaited<ReturnType<typeof run>>) =>
          lhr?.runtimeError?.code ?? (lhr?.categories.performance?.score == null ? 'no score' : null);
        // Lighthouse's simulated throttling varies from run to run (a request that starts just before
        // or after the observed paint is counted in it or not): the median of three runs, as its
        // own docs advise. A trace it failed to record (NO_NAVSTART happens now and then) is tried once more.
        const runs: NonNullable<Awaited<ReturnType<typeof run>>>[] = [];
        let lastFailure: Awaited<ReturnType<typeof run>>;
        for (let attempt = 0; attempt < RUNS + 1 && runs.length < RUNS; attempt++) {
          const measured = await run();
          if (failureOf(measured)) lastFailure = measured;
          else if (measured) runs.push(measured);
        }
        if (runs.length === 0) {
          console.log(`     Lighthouse could not measure ${label}: ${failureOf(lastFailure)} ${lastFailure?.runtimeError?.message ?? ''}`);
          continue;
        }
        const score = (measured: (typeof runs)[number]) => measured.categories.performance?.score ?? 0;
        const lhr = runs.sort((a, b) => score(a) - score(b))[Math.floor(runs.length / 2)];
        const audit = (id: string) => lhr?.audits[id]?.numericValue ?? 0;
        out.push({ name: `Lighthouse mobile performance: ${label}, median of ${runs.length}`, value: Math.round((lhr?.categories.performance?.score ?? 0) * 100), unit: '/100', budget: 98, higherIsBetter: true });
        out.push({ name: `  LCP: ${label}`, value: Math.round(audit('largest-contentful-paint')), unit: 'ms' });
        out.push({ name: `  TBT: ${label}`, value: Math.round(audit('total-blocking-time')), unit: 'ms' });
        out.push({ name: `  CLS: ${label}`, value: Math.round(audit('cumulative-layout-shift') * 1000) / 1000, unit: '' });
        out.push({ name: `  JavaScript transferred: ${label}`, value: Math.round(scriptBytes(lhr) / 102.4) / 10, unit: 'KB' });
        out.push({ name: `Lighthouse accessibility: ${label}`, value: Math.round((lhr?.categories.accessibility?.score ?? 0) * 100), unit: '/100', higherIsBetter: true });
      }
    }
    return out;
  } finally {
    await chrome.kill();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Bytes of script the page fetched (compressed, as sent), from Lighthouse's network requests. */
function scriptBytes(lhr: { audits: Record<string, { details?: unknown }> } | undefined): number {
  const items = (lhr?.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
}
