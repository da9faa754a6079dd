import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { addCategory, addGift } from '../modules/catalog/test-fixtures.js';
import { signedInAs } from '../modules/catalog/test-session.js';
import type { PageRenderer } from './page-render.js';

// The renderer from its source (the server's type check does not read the client's TSX).
const entry = new URL('../../web/entry-server.tsx', import.meta.url).pathname;
const built = (await import(/* @vite-ignore */ entry)) as PageRenderer;
/** The URLs drawn, in order: a render is the costly step the page cache saves. */
const drawn: string[] = [];
const renderer: PageRenderer = {
  render: (input) => {
    drawn.push(input.url);
    return built.render(input);
  },
};

// The built index.html's shape: the server writes the head, the page's HTML and its language into it.
const webDir = mkdtempSync(join(tmpdir(), 'web-ssr-'));
writeFileSync(
  join(webDir, 'index.html'),
  '<!doctype html><html lang="fr" dir="ltr"><head><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const ctx = await useTestApp({ webDir, pageRenderer: renderer });
const db = ctx.database.db;
const admin = (await signedInAs(db, 'admin')).headers;
const category = await addCategory(db, { name: { fr: 'Artisanat', ar: 'الصناعة التقليدية', en: 'Crafts' } });
const lantern = await addGift(db, {
  name: { fr: 'Lanterne en cuivre', ar: 'فانوس نحاسي', en: 'Copper lantern' },
  price: '300.00',
  categoryId: category.id,
  stock: 4,
  isFeatured: true,
  images: ['/uploads/lanterne.jpg'],
});
await addGift(db, { name: { fr: 'Plateau gravé', ar: 'صينية منقوشة', en: 'Engraved tray' }, price: '280.00', categoryId: category.id, stock: 5 });

const page = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
/** The page as a browser without JavaScript shows it: what is inside `<div id="root">`. */
const root = (html: string) => /<div id="root">([\s\S]*)<\/div><script/.exec(html)?.[1] ?? '';

describe('public pages rendered on the server', () => {
  it('home: the hero and the featured gift with its price and picture are in the first HTML', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    const body = root(res.body);
    expect(body).toContain('Offrez l’émotion, partout au Maroc');
    expect(body).toContain('Lanterne en cuivre');
    expect(body).toMatch(/300[\s\u00a0\u202f]DH/);
    expect(body).not.toContain('<template');
    expect(body).not.toContain('<script>');
    expect(body).toContain('/uploads/lanterne');
    // The data the browser hydrates with: a data block, which the CSP need not allow since it never runs.
    expect(res.body).toContain('<script id="ssr-data" type="application/json">');
  });

  it('a page is sent from its cached answer: compressed, with an ETag the browser revalidates with a 304', async () => {
    const first = await ctx.app.inject({ url: '/catalog', headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('Lanterne en cuivre');
    const etag = String(first.headers.etag);
    const again = await ctx.app.inject({ url: '/catalog', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another language is another page, with an ETag of its own.
    const ar = await ctx.app.inject({ url: '/catalog', headers: { 'if-none-match': etag, cookie: 'language=ar' } });
    expect(ar.statusCode).toBe(200);
    expect(ar.headers.etag).not.toBe(etag);
  });

  it('a signed-in visitor gets the same page with boot data that say so, a visitor the one without', async () => {
    const boot = (html: string) => JSON.parse(/<script id="boot-data" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as { hasSession: boolean };
    expect(boot((await page('/catalog', admin.cookie)).body).hasSession).toBe(true);
    expect(boot((await page('/catalog')).body).hasSession).toBe(false);
    expect(boot((await page('/catalog', admin.cookie)).body).hasSession).toBe(true);
  });

  it('catalogue: the grid of gifts with names and prices, in the language of the visitor’s cookie (Arabic, right to left)', async () => {
    const fr = root((await page('/catalog')).body);
    expect(fr).toContain('Lanterne en cuivre');
    expect(fr).toContain('Plateau gravé');
    const ar = await page('/catalog', 'language=ar');
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(root(ar.body)).toContain('فانوس نحاسي');
    expect(root(ar.body)).toContain('صينية منقوشة');
    // Its texts come in Arabic only: no French fallback rides along.
    const data = JSON.parse(/<script id="ssr-data" type="application\/json">(.*?)<\/script>/s.exec(ar.body)?.[1] ?? '{}');
    expect(Object.keys(data.texts)).toEqual(['ar']);
  });

  it('prices are drawn in the currency the visitor chose (their cookie), each currency a page of its own', async () => {
    const rate = await ctx.app.inject({ method: 'PUT', url: '/api/admin/currencies/EUR', headers: admin, payload: { rate: 10.8 } });
    expect(rate.statusCode).toBe(200);
    // 300 / 10.8 = 27.77…: ten cents as a shop prices.
    const euros = root((await page('/catalog', 'currency=EUR')).body);
    expect(euros).toMatch(/27,80[\s\u00a0\u202f]€/);
    expect(euros).not.toMatch(/300[\s\u00a0\u202f]DH/);
    const dirhams = root((await page('/catalog')).body);
    expect(dirhams).toMatch(/300[\s\u00a0\u202f]DH/);
    expect(dirhams).not.toMatch(/\d[\s\u00a0\u202f]€/);
    // A currency the shop does not offer is the shop's default.
    expect(root((await page('/catalog', 'currency=JPY')).body)).toMatch(/300[\s\u00a0\u202f]DH/);
  });

  it('gift page: picture, name and price in the first HTML, the picture preloaded with high priority', async () => {
    const res = await page(`/gifts/${lantern.id}`);
    const body = root(res.body);
    expect(body).toContain('Lanterne en cuivre');
    expect(body).toMatch(/300/);
    expect(body).toMatch(/<img[^>]*src="\/uploads\/lanterne[^"]*"/);
    expect(res.body).toMatch(/<link rel="preload" as="image" href="\/uploads\/lanterne[^"]*" fetchpriority="high"/);
  });

  it('a new price is in the next HTML: the cached page is forgotten with the gift’s answers', async () => {
    expect(root((await page(`/gifts/${lantern.id}`)).body)).toMatch(/300/);
    const edit = await ctx.app.inject({ method: 'PATCH', url: `/api/gifts/${lantern.id}`, headers: admin, payload: { price: 345 } });
    expect(edit.statusCode).toBe(200);
    const after = root((await page(`/gifts/${lantern.id}`)).body);
    expect(after).toMatch(/345/);
    expect(after).not.toMatch(/>300[^0-9]/);
  });

  it('an unknown page still answers 404 with the shell, and checkout stays drawn in the browser', async () => {
    const missing = await page('/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    const checkout = await page('/checkout');
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('<div id="root"></div>');
    expect(checkout.body).not.toContain('id="ssr-data"');
  });

  it('parameters a page does not read share its cached HTML: one render, whatever tracking tags follow', async () => {
    for (const url of ['/faq?utm_source=mail', '/faq?x=1&y=2', '/faq']) expect((await page(url)).statusCode).toBe(200);
    expect(drawn.filter((url) => url.startsWith('/faq'))).toEqual(['/faq']);
  });

  it('the catalogue is cached by its filters alone, in one order, as the page reads them', async () => {
    const urls = ['/catalog?junk=1&search=Plateau&view=list', '/catalog?view=list&search=Plateau&page=1', '/catalog?search=Plateau&view=list&utm=2'];
    const bodies = [];
    for (const url of urls) bodies.push(root((await page(url)).body));
    expect(drawn.filter((url) => url.includes('Plateau'))).toEqual(['/catalog?search=Plateau&view=list']);
    for (const body of bodies) expect(body).toContain('Plateau gravé');
    expect(bodies[0]).not.toContain('junk');
    await page('/catalog?search=Plateau&view=grid&page=2');
    expect(drawn.filter((url) => url.includes('Plateau'))).toEqual(['/catalog?search=Plateau&view=list', '/catalog?search=Plateau&page=2']);
  });

  it('while the shop is in maintenance, visitors get the maintenance page as before', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/settings', headers: admin, payload: { key: 'maintenance_mode', value: true } });
    const res = await page('/');
    expect(res.statusCode).toBe(503);
    expect(res.body).not.toContain('id="ssr-data"');
    await ctx.app.inject({ method: 'POST', url: '/api/settings', headers: admin, payload: { key: 'maintenance_mode', value: false } });
  });
});
