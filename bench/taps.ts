import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { startServerProcess } from '../test/server-process.js';
import { picturesReady } from './lighthouse.js';
import type { Measure } from './types.js';

/** Runs of each page, whose median is reported (TAPS_RUNS=1 for a quick look). */
const RUNS = Number(process.env.TAPS_RUNS ?? 3);
const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 30_000;
// Lighthouse's mobile profile: slow 4G as its DevTools throttling applies it, a CPU four times slower.
const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
const CART = 'button[aria-haspopup="dialog"][aria-label^="Panier"], button[aria-haspopup="dialog"][aria-label^="السلة"]';

/**
 * In the page, from its first script on: when its first content is painted, when the cart button
 * first takes a tap (it says it is expanded: the header's hydration, decision 045), when the cart
 * panel is on screen and when the whole page is hydrated.
 */
const watcher = `(() => {
  const times = (window.__tapTimes = {});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) times.paint ??= entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    if (times.tap === undefined && document.querySelector(${JSON.stringify(CART)})?.getAttribute('aria-expanded') === 'true') {
      times.tap = performance.now();
      // The taps go on until the bench reads this: later ones must not land on the open panel's links.
      for (const type of ['pointerdown', 'mousedown', 'click']) addEventListener(type, (e) => (e.stopImmediatePropagation(), e.preventDefault()), true);
    }
    if (times.panel === undefined && document.querySelector('[role=dialog]')) times.panel = performance.now();
    if (times.page === undefined && document.documentElement.dataset.ready) times.page = performance.now();
  }).observe(document, { attributes: true, childList: true, subtree: true });
})()`;

interface Times {
  paint?: number;
  tap?: number;
  panel?: number;
  /** The whole page hydrated (`data-ready`): its own controls take taps from then on. */
  page?: number;
}

/** One load of `url` on the phone profile, tapping where the cart button shows every 100 ms from the start. */
async function measure(context: BrowserContext, url: string, at: { x: number; y: number }): Promise<Times> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(watcher);
  const navigated = page.goto(url, { waitUntil: 'commit' });
  const started = Date.now();
  // A person taps on their own clock: a tap is sent whether or not the page handled the last one.
  const taps = setInterval(() => {
    const point = [{ x: at.x, y: at.y }];
    void cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point }).catch(() => undefined);
    void cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }).catch(() => undefined);
  }, TAP_EVERY_MS);
  try {
    await navigated;
    let times: Times = {};
    while (Date.now() - started < GIVE_UP_MS) {
      times = await page.evaluate(() => ({ ...(globalThis as unknown as { __tapTimes?: Times }).__tapTimes })).catch(() => times);
      if (times.tap !== undefined && times.panel !== undefined && times.page !== undefined) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    return times;
  } finally {
    clearInterval(taps);
    await page.close();
  }
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * A phone in Casablanca: the built app on Lighthouse's mobile profile (slow 4G, CPU 4× slower),
 * the cart button tapped every 100 ms. First paint, first tap that does something (the cart
 * button takes it), their gap, and when the panel shows, on home, catalogue and gift page in
 * French and Arabic: medians of three. Port 4792 (`TAPS_PORT`).
 */
export async function benchTaps(): Promise<Measure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cadeaux-bench-taps-'));
  const server = await startServerProcess(Number(process.env.TAPS_PORT ?? 4792), { NODE_ENV: 'production', SEED: 'true', DATA_DIR: dataDir }, { built: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const gifts = await picturesReady(server.url);
    if (!gifts[0]) throw new Error('no gift in the catalogue');
    const pages: [string, string][] = [
      ['home', '/'],
      ['catalogue', '/catalog'],
      ['gift page', `/gifts/${gifts[0].id}`],
    ];
    const out: Measure[] = [];
    for (const lang of ['fr', 'ar']) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await context.addCookies([{ name: 'language', value: lang, url: server.url }]);
      // Where the cart button shows: the header is the same on every page.
      const probe = await context.newPage();
      await probe.goto(`${server.url}/`);
      const box = await probe.locator(CART).boundingBox();
      await probe.close();
      if (!box) throw new Error('no cart button in the header');
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      for (const [name, path] of pages) {
        const runs: Required<Times>[] = [];
        for (let i = 0; i < RUNS; i++) {
          const t = await measure(context, `${server.url}${path}`, at);
          if (t.paint !== undefined && t.tap !== undefined && t.panel !== undefined && t.page !== undefined) runs.push(t as Required<Times>);
        }
        const label = `${name} (${lang})`;
        if (runs.length === 0) {
          console.log(`     no tap took effect on ${label} within ${GIVE_UP_MS / 1000} s`);
          continue;
        }
        const of = (pick: (t: Required<Times>) => number) => Math.round(median(runs.map(pick)));
        out.push({ name: `phone, ${label}: first paint`, value: of((t) => t.paint), unit: 'ms' });
        out.push({ name: `phone, ${label}: first tap that works`, value: of((t) => t.tap), unit: 'ms' });
        out.push({ name: `phone, ${label}: from paint to a working tap, median of ${runs.length}`, value: of((t) => t.tap - t.paint), unit: 'ms', budget: 1000 });
        out.push({ name: `phone, ${label}: cart panel on screen`, value: of((t) => t.panel), unit: 'ms' });
        out.push({ name: `phone, ${label}: whole page hydrated (its own controls answer)`, value: of((t) => t.page), unit: 'ms' });
      }
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
