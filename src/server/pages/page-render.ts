import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CURRENCY_COOKIE, LANGUAGE_COOKIE } from '../../contracts/pages.js';
import { isVisitorCurrency, type VisitorCurrency } from '../../contracts/currency-codes.js';
import { LANGUAGE_PARAM } from '../../contracts/language-urls.js';
import type { CachedAnswer } from '../lib/caches/cached-answer.js';
import type { CacheTopic } from '../lib/caches/topics.js';
import { shortCache } from '../lib/caches/short-cache.js';
import { renderedPageUrl } from './rendered-page-url.js';
import type { PageHead } from './page-head.js';

type Locale = 'fr' | 'ar' | 'en';
const isLocale = (v: unknown): v is Locale => v === 'fr' || v === 'ar' || v === 'en';

/** The language a page is served in: the one its address names (`?lang=ar`), else the visitor's `language` cookie, else French. */
export function languageOf(request: FastifyRequest): Locale {
  const named = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  if (isLocale(named)) return named;
  const cookie = request.cookies[LANGUAGE_COOKIE];
  return isLocale(cookie) ? cookie : 'fr';
}

/** The currency the visitor chose to read prices in (their cookie), null for the shop's default. */
export function currencyOf(request: FastifyRequest): VisitorCurrency | null {
  const cookie = request.cookies[CURRENCY_COOKIE];
  return isVisitorCurrency(cookie) ? cookie : null;
}

/** src/web/entry-server.tsx as built to dist/ssr/entry-server.js. */
export interface PageRenderer {
  render(input: {
    url: string;
    lang: Locale;
    currency: VisitorCurrency | null;
    boot: { appearance: object; settings: object };
    fetchApi: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ html: string; data: unknown; head?: PageHead } | null>;
}

/** A page's rendered parts, written into index.html with the site's theme and settings. */
export interface RenderedPage {
  lang: Locale;
  html: string;
  /** The hydration data, JSON safe inside a `<script>`. */
  data: string;
  /** `<link>` hints for the picture the visitor sees first. */
  head: string;
  /** The title, description and picture the page gave itself. */
  about: PageHead;
}

/** Like the public API answers: writes clear them at once (on every copy), the time to live is a safety net. */
const TTL_MS = 60_000;
const MAX_PAGES = 500;
/** Whatever the URLs asked (every search, any query string), the pages hold at most this. */
const MAX_BYTES = 24 * 1024 * 1024;
/**
 * A page's parts (strings, two bytes a character at worst) and its two whole answers (visitors',
 * signed-in visitors'), each with room for two compressed copies, around the same parts and the
 * frame (theme, boot data) of about 10 KB.
 */
const pageWeight = ({ page }: CachedPage) => (page ? 5 * (page.html.length + page.data.length + page.head.length) + 32 * 1024 : 0);

/**
 * A page as drawn for one theme and settings (`site`), and its whole answers once assembled: one
 * for visitors, one for signed-in visitors (the boot data differ by that alone).
 */
export interface CachedPage {
  site: string;
  page: RenderedPage | null;
  documents: Map<string, CachedAnswer>;
}

/**
 * The rendered pages' memory, forgotten whole when the cache registry clears what the public answers
 * they are drawn from depend on: every page shows the catalogue or the settings (the content pages
 * are settings).
 */
export function createPageCache() {
  const cache = shortCache<CachedPage>(TTL_MS, MAX_PAGES, { max: MAX_BYTES, weigh: pageWeight });
  return { ...cache, topics: ['gifts', 'categories', 'settings'] satisfies CacheTopic[], forget: () => cache.clear() };
}
export type PageCache = ReturnType<typeof createPageCache>;

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The preload of the first picture the page asks for with high priority (the hero, the first gift, the gift's photo). */
export function lcpPreload(html: string): string {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  const src = img && attr(img, 'src');
  if (!img || !src) return '';
  const srcset = attr(img, 'srcSet') ?? attr(img, 'srcset');
  const sizes = attr(img, 'sizes');
  return (
    `<link rel="preload" as="image" href="${src}" fetchpriority="high"` +
    (srcset ? ` imagesrcset="${srcset}"` : '') +
    (sizes ? ` imagesizes="${sizes}"` : '') +
    '>'
  );
}

async function loadBuilt(webDir: string): Promise<PageRenderer | null> {
  const file = join(webDir, '..', 'ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/**
 * The storefront's public pages rendered on the server, cached per language and URL (path and the
 * query parameters the page reads: rendered-page-url.ts) like the API answers they are drawn from,
 * and forgotten with them (the same topics, on every copy). Every visitor gets the same HTML, drawn
 * signed out: the header shows the account once the browser has asked for it. `renderer` null: no
 * server rendering (the client draws every page, as under `npm run dev`); undefined: the build's,
 * when there is one.
 */
export async function pageRenderer(app: FastifyInstance, webDir: string, given?: PageRenderer | null) {
  const renderer = given === undefined ? await loadBuilt(webDir) : given;
  const cache = app.pageCache;

  // The page's answers come from the app's own routes (and their cache), without a network round trip.
  const fetchApi = async (path: string, init: RequestInit) => {
    const res = await app.inject({ method: 'GET', url: path, headers: { 'accept-language': String(new Headers(init.headers).get('accept-language') ?? 'fr') } });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, { status: res.statusCode, headers });
  };

  const draw = async (url: string, lang: Locale, currency: VisitorCurrency | null, boot: { appearance: object; settings: object }): Promise<RenderedPage | null> => {
    try {
      const result = await renderer!.render({ url, lang, currency, boot, fetchApi });
      if (!result) return null;
      return { lang, html: result.html, data: JSON.stringify(result.data).replace(/</g, '\\u003c'), head: lcpPreload(result.html), about: result.head ?? {} };
    } catch (err) {
      app.log.error({ err, url }, 'server rendering failed: the page is drawn in the browser');
      return null;
    }
  };

  return {
    enabled: renderer !== null,
    /**
     * The page in the visitor's language (its `page` null when the browser draws it), or null when
     * nothing is rendered on the server. `site` tells the theme and settings (`boot`) apart.
     */
    async render(request: FastifyRequest, boot: { appearance: object; settings: object }, site: string): Promise<CachedPage | null> {
      if (!renderer || request.method !== 'GET') return null;
      const lang = languageOf(request);
      const currency = currencyOf(request);
      const url = renderedPageUrl(request.url);
      // The key ends with a line break, so clearing one page never clears another whose URL starts the same.
      const key = `${lang} ${currency ?? '-'} ${url}\n`;
      const load = async () => ({ site, page: await draw(url, lang, currency, boot), documents: new Map() });
      let entry = await cache.get(key, load);
      // The theme or settings changed since it was drawn (they are read apart, every few seconds): draw it again.
      if (entry.site !== site) {
        cache.clear(key);
        entry = await cache.get(key, load);
      }
      return entry;
    },
  };
}
