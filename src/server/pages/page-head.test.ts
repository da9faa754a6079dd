import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { addCategory, addGift } from '../modules/catalog/test-fixtures.js';
import type { PageRenderer } from './page-render.js';

// The renderer from its source (the server's type check does not read the client's TSX).
const entry = new URL('../../web/entry-server.tsx', import.meta.url).pathname;
const renderer = (await import(/* @vite-ignore */ entry)) as PageRenderer;

// The built index.html's shape, with its default title and description.
const webDir = mkdtempSync(join(tmpdir(), 'web-head-'));
writeFileSync(
  join(webDir, 'index.html'),
  '<!doctype html><html lang="fr" dir="ltr"><head><meta charset="UTF-8" /><meta name="description" content="Cadeaux élégants" /><title>Cadeaux Maroc — L’art d’offrir</title><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const ctx = await useTestApp({ webDir, pageRenderer: renderer });
const origin = ctx.app.deps.config.publicUrl;
const db = ctx.database.db;
const category = await addCategory(db, { name: { fr: 'Artisanat', ar: 'الصناعة التقليدية', en: 'Crafts' } });
const lantern = await addGift(db, {
  name: { fr: 'Lanterne en cuivre', ar: 'فانوس نحاسي', en: 'Copper lantern' },
  description: { fr: 'Une lanterne ciselée à la main à Fès, qui dessine des étoiles sur les murs.', ar: 'فانوس منقوش يدويا في فاس.', en: 'A lantern chased by hand in Fez.' },
  price: '300.00',
  categoryId: category.id,
  stock: 4,
  images: ['/uploads/2026/lanterne-800.webp'],
});
const ecard = await addGift(db, { name: { fr: 'Carte cadeau', ar: 'بطاقة هدية', en: 'Gift card' }, price: '200.00', type: 'digital', stock: 0 });

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
/** A link's address as the browser reads it (`&amp;` is `&` inside an attribute). */
const linkOf = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)">`).exec(html)?.[1]?.replaceAll('&amp;', '&');
const productOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

describe('a gift page shared or found', () => {
  it('carries its name, picture and price for a link preview (Open Graph, Twitter card)', async () => {
    const html = (await get(`/gifts/${lantern.id}`)).body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Lanterne en cuivre | Cadeaux Maroc</title>');
    expect(metaOf(html, 'og:title')).toBe('Lanterne en cuivre');
    expect(metaOf(html, 'og:type')).toBe('product');
    // The largest of the stored widths, as an address a preview fetches from anywhere.
    expect(metaOf(html, 'og:image')).toBe(`${origin}/uploads/2026/lanterne-1200.webp`);
    expect(metaOf(html, 'og:description')).toBe('Une lanterne ciselée à la main à Fès, qui dessine des étoiles sur les murs.');
    expect(metaOf(html, 'description')).toBe(metaOf(html, 'og:description'));
    expect(metaOf(html, 'product:price:amount')).toBe('300.00');
    expect(metaOf(html, 'product:price:currency')).toBe('MAD');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('is a Product with its offer, delivery and returns for search engines', async () => {
    const product = productOf((await get(`/gifts/${lantern.id}`)).body);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Lanterne en cuivre',
      image: `${origin}/uploads/2026/lanterne-1200.webp`,
      offers: {
        '@type': 'Offer',
        url: `${origin}/gifts/${lantern.id}?lang=fr`,
        price: '300.00',
        priceCurrency: 'MAD',
        availability: 'https://schema.org/InStock',
        shippingDetails: { shippingDestination: { addressCountry: 'MA' }, shippingRate: { currency: 'MAD' } },
        hasMerchantReturnPolicy: { applicableCountry: 'MA', merchantReturnDays: 7 },
      },
    });
    // Never less than a buyer pays: the dearest zone (the demo's national 60 DH) below the free threshold.
    expect(Number(product.offers.shippingDetails.shippingRate.value)).toBeGreaterThan(0);
    const card = productOf((await get(`/gifts/${ecard.id}`)).body);
    expect(card.offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
      shippingDetails: { shippingRate: { value: '0.00' } },
      hasMerchantReturnPolicy: { returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' },
    });
  });

  it('names its address in each language, and the one it is', async () => {
    const html = (await get(`/gifts/${lantern.id}`)).body;
    expect(linkOf(html, 'canonical')).toBe(`${origin}/gifts/${lantern.id}?lang=fr`);
    expect(linkOf(html, 'alternate', 'ar')).toBe(`${origin}/gifts/${lantern.id}?lang=ar`);
    expect(linkOf(html, 'alternate', 'en')).toBe(`${origin}/gifts/${lantern.id}?lang=en`);
    expect(linkOf(html, 'alternate', 'x-default')).toBe(`${origin}/gifts/${lantern.id}`);
  });
});

describe('each language at its own address', () => {
  it('?lang=ar serves the page in Arabic, right to left, whatever the cookie says', async () => {
    const html = (await get(`/gifts/${lantern.id}?lang=ar`, 'language=fr')).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(metaOf(html, 'og:title')).toBe('فانوس نحاسي');
    expect(metaOf(html, 'og:locale')).toBe('ar_MA');
    expect(linkOf(html, 'canonical')).toBe(`${origin}/gifts/${lantern.id}?lang=ar`);
  });

  it('keeps the filters a catalogue reads in each language’s address', async () => {
    const html = (await get(`/catalog?category=${category.id}&utm_source=x&lang=en`)).body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(linkOf(html, 'canonical')).toBe(`${origin}/catalog?category=${category.id}&lang=en`);
    expect(linkOf(html, 'alternate', 'x-default')).toBe(`${origin}/catalog?category=${category.id}`);
  });

  it('a page without a language in its address follows the cookie, as before', async () => {
    const html = (await get('/about', 'language=en')).body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(linkOf(html, 'canonical')).toBe(`${origin}/about?lang=en`);
    expect(metaOf(html, 'og:type')).toBe('website');
  });
});
