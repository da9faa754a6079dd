import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogFirstLoad, catalogPageOf } from '../../contracts/catalog-pages.js';
import { LocaleSchema, type Locale } from '../../contracts/common.js';
import { pageTexts, shellTexts, storePageAt } from '../../contracts/pages.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const readManifest = (webDir: string): Manifest | null => {
  const path = join(webDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The API answers a landing page fetches first, so the browser asks for them while the code loads. */
function dataFor(path: string, search: string): string[] {
  if (path === '/') return ['/api/gifts/featured', '/api/categories'];
  if (path === '/catalog') {
    // Filters make the client's URL (their order, its normalising) too costly to mirror here.
    const params = new URLSearchParams(search);
    if ([...params.keys()].some((key) => key !== 'page' && key !== 'view')) return ['/api/categories'];
    return ['/api/categories', `/api/gifts?limit=${catalogFirstLoad(catalogPageOf(params.get('page'))).limit}`];
  }
  const gift = /^\/gifts\/([^/]+)$/.exec(path)?.[1];
  // Only the gift: its similar gifts are asked once it is found, so an unknown id never fetches them.
  if (gift && UUID.test(gift)) return [`/api/gifts/${gift}`];
  return [];
}

/** The app's start (src/web/start.tsx), which the entry loads once it may: its code comes before any page's. */
const APP_START = 'start.tsx';

/**
 * Hints for one page: the app's start and the page's route chunk with their imports, its texts in
 * the visitor's language (loaded before the first render), and the page's first API answers, as `<link>` tags.
 * Without them the browser discovers each of these only after the previous one has run, one round
 * trip at a time. A page the server rendered holds its texts and answers already, and shows without
 * its code: its code's files are listed in a data block (`#page-code`), which the entry hints once
 * the page is painted (src/web/main.tsx), so nothing competes with the page's stylesheet and pictures.
 */
export function pagePreloader(webDir: string): (url: string, rendered: boolean, lang?: Locale) => string {
  const manifest = readManifest(webDir);
  if (!manifest) return () => '';

  const chunkFiles = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    chunk.imports?.forEach((k) => chunkFiles(k, into));
    return into;
  };
  // The texts of the frame and of the page, in the visitor's language: the client loads them before its first render.
  const textsIn = (lang: Locale, namespaces: readonly string[]) =>
    namespaces.map((ns) => manifest[`i18n/locales/${lang}/${ns}.json`]?.file).filter((file) => file !== undefined);
  const modules = (files: Iterable<string>) => [...files].map((f) => `<link rel="modulepreload" href="/${f}">`).join('');

  const cache = new Map<string, { code: string; codeList: string; texts: Record<Locale, string> }>();
  return (url, rendered, lang = 'fr') => {
    const [path = '/', search = ''] = url.split('?');
    const route = path === '/' ? 'home' : path.split('/')[1] === 'gifts' ? 'gift' : path.slice(1);
    let hints = cache.get(route);
    if (hints === undefined) {
      const key = `routes/store/${route}.tsx`;
      const page = storePageAt(path);
      const code = chunkFiles(APP_START);
      if (manifest[key]) chunkFiles(key, code);
      hints = {
        code: modules(code),
        codeList: `<script id="page-code" type="application/json">${JSON.stringify([...code].map((f) => `/${f}`))}</script>`,
        texts: Object.fromEntries(LocaleSchema.options.map((l) => [l, modules(textsIn(l, [...shellTexts, ...(page ? pageTexts[page] : [])]))])) as Record<Locale, string>,
      };
      if (cache.size < 100) cache.set(route, hints);
    }
    if (rendered) return hints.codeList;
    const data = dataFor(path, search)
      .map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`)
      .join('');
    return hints.texts[lang] + hints.code + data;
  };
}

/**
 * The web fonts' stylesheet (src/web/fonts.css, a build input of its own): Inter, Playfair Display
 * and Noto Naskh Arabic. A page drawn in the browser links it as any stylesheet. A rendered page
 * links it for print only (`#web-fonts`), so the browser fetches no font for the screen: its entry
 * (src/web/main.tsx) applies it once the page's first picture is shown (decision 034), and a browser
 * without JavaScript reads the `<noscript>` link. Empty without a build manifest.
 */
export function fontStylesheet(webDir: string): { atOnce: string; afterPaint: string } {
  const file = readManifest(webDir)?.['fonts.css']?.file;
  if (!file) return { atOnce: '', afterPaint: '' };
  return {
    atOnce: `<link rel="stylesheet" href="/${file}">`,
    afterPaint: `<link rel="stylesheet" id="web-fonts" href="/${file}" media="print"><noscript><link rel="stylesheet" href="/${file}"></noscript>`,
  };
}
