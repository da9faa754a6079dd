import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { addCategory, addGift } from '../catalog/test-fixtures.js';
import { signedInAs } from '../catalog/test-session.js';

const ctx = await useTestApp();
const origin = ctx.app.deps.config.publicUrl;
const db = ctx.database.db;
const admin = (await signedInAs(db, 'admin')).headers;
const shown = await addCategory(db, { name: { fr: 'Fleurs' } });
const hidden = await addCategory(db, { name: { fr: 'Réserve' }, isVisible: false });
const roses = await addGift(db, { name: { fr: 'Roses' }, price: '250.00', categoryId: shown.id });
const retired = await addGift(db, { name: { fr: 'Ancien coffret' }, price: '100.00', isActive: false });

const sitemap = async () => {
  const res = await ctx.app.inject({ url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return res.body;
};
/** The <url> entries of a sitemap whose <loc> is this address. */
const entryFor = (xml: string, loc: string) => xml.split('<url>').find((entry) => entry.startsWith(`<loc>${loc.replaceAll('&', '&amp;')}</loc>`));

describe('GET /sitemap.xml', () => {
  it('lists every gift page in each language, each naming its versions with hreflang', async () => {
    const xml = await sitemap();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    for (const lang of ['fr', 'ar', 'en']) {
      const entry = entryFor(xml, `${origin}/gifts/${roses.id}?lang=${lang}`);
      expect(entry, lang).toBeDefined();
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${origin}/gifts/${roses.id}?lang=ar"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/gifts/${roses.id}"/>`);
      expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    }
  });

  it('lists the public pages and the visible categories, never a retired gift, a hidden category or a private page', async () => {
    const xml = await sitemap();
    for (const path of ['/?lang=fr', '/catalog?lang=ar', '/faq?lang=en', '/gift-quiz?lang=fr', `/catalog?category=${shown.id}&lang=fr`]) {
      expect(entryFor(xml, origin + path), path).toBeDefined();
    }
    expect(xml).not.toContain(retired.id);
    expect(xml).not.toContain(hidden.id);
    expect(xml).not.toMatch(/\/(admin|checkout|orders|profile)\b/);
  });

  it('shows a gift added in the back office at once', async () => {
    await sitemap();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/gifts',
      headers: admin,
      payload: { name: { fr: 'Bouquet du matin' }, description: { fr: 'Des fleurs fraîches.' }, price: 180, categoryId: shown.id, type: 'physical', stock: 3 },
    });
    expect(created.statusCode).toBe(201);
    expect(entryFor(await sitemap(), `${origin}/gifts/${created.json().id}?lang=fr`)).toBeDefined();
  });
});

describe('GET /robots.txt', () => {
  it('names the sitemap and keeps crawlers out of the back office and the private pages', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const path of ['/admin', '/checkout', '/orders', '/e-card/', '/gift/claim/']) expect(lines).toContain(`Disallow: ${path}`);
  });
});
