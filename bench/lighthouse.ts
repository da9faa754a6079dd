import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Measure } from './types.js';
import { startBuiltServer } from './server.js';

/** Lighthouse mobile performance on the pages a visitor lands on, against the built app. */
export async function benchLighthouse(): Promise<Measure[]> {
  const server = await startBuiltServer(4391);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const gifts = (await (await fetch(`${server.url}/api/gifts`)).json()) as { id: string }[];
    const pages: [string, string][] = [
      ['home', '/'],
      ['catalogue', '/catalog'],
      ['gift page', `/gifts/${gifts[0]?.id ?? ''}`],
    ];
    const out: Measure[] = [];
    for (const [name, path] of pages) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const categories = result?.lhr.categories;
      out.push({ name: `Lighthouse mobile performance: ${name}`, value: Math.round((categories?.performance?.score ?? 0) * 100), unit: '/100', budget: 90, higherIsBetter: true });
      out.push({ name: `Lighthouse accessibility: ${name}`, value: Math.round((categories?.accessibility?.score ?? 0) * 100), unit: '/100', higherIsBetter: true });
    }
    return out;
  } finally {
    await chrome.kill();
    await server.stop();
  }
}
