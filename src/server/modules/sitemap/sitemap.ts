import { eq } from 'drizzle-orm';
import { LocaleSchema } from '../../../contracts/common.js';
import { addressIn, addressWithoutLanguage } from '../../../contracts/language-urls.js';
import { renderedPages, storePages } from '../../../contracts/pages.js';
import type { DbOrTx } from '../../db/client.js';
import { categories, gifts } from '../../db/schema/index.js';
import { escapeHtml } from '../../lib/language/escape-html.js';

/** The public pages a search engine may list: those the server renders, and the gift quiz. */
const PUBLIC_PAGES = [...renderedPages.filter((page) => page !== 'gift').map((page) => storePages[page]), storePages.giftQuiz];

/** Every public address of the shop (a path, a category's catalogue, each active gift), with when it last changed when known. */
export async function publicAddresses(db: DbOrTx): Promise<{ url: string; changed?: Date }[]> {
  const [visible, active] = await Promise.all([
    db.select({ id: categories.id }).from(categories).where(eq(categories.isVisible, true)).orderBy(categories.sortOrder, categories.id),
    db.select({ id: gifts.id, changed: gifts.updatedAt }).from(gifts).where(eq(gifts.isActive, true)).orderBy(gifts.createdAt, gifts.id),
  ]);
  return [
    ...PUBLIC_PAGES.map((url) => ({ url })),
    ...visible.map(({ id }) => ({ url: `/catalog?category=${id}` })),
    ...active.map(({ id, changed }) => ({ url: `/gifts/${id}`, changed })),
  ];
}

/**
 * sitemap.xml: each address once per language, each naming its versions in every language and the
 * one without a language (hreflang, as Google reads alternates in a sitemap).
 */
export function sitemapXml(origin: string, addresses: { url: string; changed?: Date }[]): string {
  const link = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + href)}"/>`;
  const entries = addresses.flatMap(({ url, changed }) => {
    const alternates =
      LocaleSchema.options.map((lang) => link(lang, addressIn(url, lang))).join('') + link('x-default', addressWithoutLanguage(url));
    const lastmod = changed ? `<lastmod>${changed.toISOString()}</lastmod>` : '';
    return LocaleSchema.options.map((lang) => `<url><loc>${escapeHtml(origin + addressIn(url, lang))}</loc>${lastmod}${alternates}</url>`);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

/** Pages that are a person's own (account, orders, private links) or the back office: never listed. */
const PRIVATE_PATHS = ['/admin', '/checkout', '/profile', '/orders', '/order-success', '/track', '/auth', '/reset-password', '/review-order/', '/e-card/', '/gift/claim/', '/pot/', '/newsletter/', '/reminders/', '/cart/'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
