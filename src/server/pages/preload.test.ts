import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shellTexts } from '../../contracts/pages.js';
import { fontStylesheet, pagePreloader } from './preload.js';

const dir = mkdtempSync(join(tmpdir(), 'preload-'));
mkdirSync(join(dir, '.vite'));
writeFileSync(
  join(dir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      dynamicImports: ['start.tsx'],
    },
    'fonts.css': { file: 'assets/fonts-1.css', isEntry: true, assets: ['assets/inter-latin-wght-normal-a.woff2'] },
    'start.tsx': { file: 'assets/start-1.js', imports: ['_shell.js'] },
    '_shell.js': { file: 'assets/shell-1.js' },
    'routes/store/home.tsx': { file: 'assets/home-1.js', imports: ['_button.js'] },
    'routes/store/gift.tsx': { file: 'assets/gift-1.js' },
    '_button.js': { file: 'assets/button-1.js' },
    ...Object.fromEntries(
      [...shellTexts, 'home', 'catalog', 'checkout', 'admin'].map((ns) => [`i18n/locales/fr/${ns}.json`, { file: `assets/${ns}-fr.js` }]),
    ),
    'i18n/locales/ar/common.json': { file: 'assets/common-ar.js' },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const preload = pagePreloader(dir);
const gift = '4f0c5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

describe('page preload hints', () => {
  it("hint the app's start, the home page chunk, their imports, the French texts of the frame and of the page, and its first API answers", () => {
    const html = preload('/', false);
    expect(html).toContain('<link rel="modulepreload" href="/assets/start-1.js">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/shell-1.js">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/home-1.js">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/button-1.js">');
    for (const ns of [...shellTexts, 'home', 'catalog']) expect(html).toContain(`href="/assets/${ns}-fr.js"`);
    expect(html).not.toContain('checkout-fr');
    expect(html).not.toContain('-ar.js');
    expect(html).not.toContain('admin-fr');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/gifts/featured">');
  });

  it("hint the texts in the visitor's language only: no French comes with an Arabic page", () => {
    const html = preload('/', false, 'ar');
    expect(html).toContain('href="/assets/common-ar.js"');
    expect(html).not.toContain('-fr.js');
    expect(html).toContain('/assets/home-1.js');
  });

  it('list only the code of a page the server rendered, for the browser to fetch once the page is painted: its texts and answers are in it already', () => {
    const html = preload('/', true);
    expect(html).toBe(
      '<script id="page-code" type="application/json">["/assets/start-1.js","/assets/shell-1.js","/assets/home-1.js","/assets/button-1.js"]</script>',
    );
    expect(html).not.toContain('<link');
  });

  it('hint a gift page with that gift only: its similar gifts wait until the gift is found', () => {
    const html = preload(`/gifts/${gift}`, false);
    expect(html).toContain('/assets/gift-1.js');
    expect(html).toContain(`href="/api/gifts/${gift}"`);
    expect(html).not.toContain('/similar');
  });

  it('hint the catalogue with the very page of gifts its first request asks for, and no guess for a filtered one', () => {
    const fetched = (html: string) => [...html.matchAll(/as="fetch" crossorigin="use-credentials" href="([^"]+)"/g)].map((m) => m[1]);
    expect(fetched(preload('/catalog', false))).toEqual(['/api/categories', '/api/gifts?limit=24']);
    expect(fetched(preload('/catalog?page=3&view=list', false))).toEqual(['/api/categories', '/api/gifts?limit=72']);
    expect(fetched(preload('/catalog?page=40', false))).toEqual(['/api/categories', '/api/gifts?limit=192']);
    expect(fetched(preload('/catalog?search=the&page=2', false))).toEqual(['/api/categories']);
  });

  it('never writes a path segment that is not an id into the page', () => {
    const html = preload('/gifts/"><script>alert(1)</script>', false);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('as="fetch"');
  });

  it("gives a page without its own chunk only the frame's texts, the error texts among them", () => {
    expect(shellTexts).toContain('errors');
    const html = preload('/unknown/page', false);
    expect(html).toBe([...shellTexts.map((ns) => `assets/${ns}-fr.js`), 'assets/start-1.js', 'assets/shell-1.js'].map((f) => `<link rel="modulepreload" href="/${f}">`).join(''));
  });
});

describe('the web fonts’ stylesheet', () => {
  const fonts = fontStylesheet(dir);

  it('is linked at once on a page drawn in the browser', () => {
    expect(fonts.atOnce).toBe('<link rel="stylesheet" href="/assets/fonts-1.css">');
  });

  it('is linked for print only on a rendered page, for its code to apply, and at once without JavaScript', () => {
    expect(fonts.afterPaint).toBe(
      '<link rel="stylesheet" id="web-fonts" href="/assets/fonts-1.css" media="print"><noscript><link rel="stylesheet" href="/assets/fonts-1.css"></noscript>',
    );
  });

  it('is nothing without a build', () => {
    expect(fontStylesheet(join(dir, 'none'))).toEqual({ atOnce: '', afterPaint: '' });
  });
});
