import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageTexts, shellTexts, type StorePage } from '../src/contracts/pages.js';
import { round, type Measure } from './types.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const webDir = join(process.cwd(), 'dist', 'web');
const ADMIN_ROUTES = 'routes/admin/index.tsx';
const adminTexts = (lng: string) => new RegExp(`/locales/${lng}/admin[^/]*\\.json$`);
/** The back office's namespaces its frame and dashboard ask for (the maintenance banner reads admin-settings); each other screen loads its own. */
const openingTexts = (lng: string) => new RegExp(`/locales/${lng}/admin(-settings)?\\.json$`);
/** The pages most visitors land on, by their route module. */
const LANDING: [label: string, page: StorePage, route: string][] = [
  ['home page', 'home', 'routes/store/home.tsx'],
  ['catalogue page', 'catalog', 'routes/store/catalog.tsx'],
  ['gift page', 'gift', 'routes/store/gift.tsx'],
];

/** What a storefront visitor downloads before the first page: the entry, the app's start, and their static imports. */
export async function benchBundle(): Promise<Measure[]> {
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('dist/web is missing: run `npm run build` first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  // The page's entry; the fonts' stylesheet is a build input too (decision 034).
  const entryKey = 'index.html';
  if (!manifest[entryKey]?.isEntry) throw new Error('no index.html entry in the manifest');

  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  // The entry only waits for the first paint, then loads the app's start: together, the first download.
  visit(entryKey);
  manifest[entryKey]!.dynamicImports?.forEach(visit);

  // The back office: its route tree and every chunk it can load, static or lazy, that the
  // storefront's first download does not already hold; the stylesheet is the storefront's own.
  const admin = new Set<string>();
  const visitAdmin = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || admin.has(chunk.file) || js.has(chunk.file) || /\/locales\//.test(key)) return;
    admin.add(chunk.file);
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visitAdmin);
  };
  if (!manifest[ADMIN_ROUTES]) throw new Error(`${ADMIN_ROUTES} is not a chunk of its own`);
  visitAdmin(ADMIN_ROUTES);
  // Opening /admin: the route tree and the dashboard with what they import, and the French texts.
  const first = new Set<string>();
  const visitFirst = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || first.has(chunk.file) || js.has(chunk.file)) return;
    first.add(chunk.file);
    chunk.imports?.forEach(visitFirst);
  };
  [ADMIN_ROUTES, 'routes/admin/dashboard.tsx'].forEach(visitFirst);
  const filesOf = (pattern: RegExp) => new Set(Object.keys(manifest).filter((k) => pattern.test(k)).map((k) => manifest[k]!.file));
  const texts = (lng: string) => filesOf(adminTexts(lng));
  const leaked = [...texts('fr')].filter((f) => js.has(f));
  if (leaked.length) throw new Error(`back office texts in the storefront's download: ${leaked.join(', ')}`);

  // A landing page in French: the first download, the page's code and what it imports, the frame's and the page's texts.
  const landing = LANDING.map(([label, page, route]) => {
    const files = new Set(js);
    const visitPage = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visitPage);
    };
    visitPage(route);
    for (const ns of [...shellTexts, ...pageTexts[page]]) visitPage(`i18n/locales/fr/${ns}.json`);
    return { label, files };
  });

  const gz = (files: Set<string>) =>
    [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(webDir, f)), { level: 9 }).length, 0) / 1024;
  return [
    // CI runs this suite after the build (.ci/run): a storefront first download over 120 KB fails it.
    { name: 'storefront initial JS (gzip)', value: round(gz(js)), unit: 'KB', budget: STOREFRONT_BUDGET_KB },
    { name: 'storefront initial CSS (gzip)', value: round(gz(css)), unit: 'KB' },
    ...landing.map(({ label, files }) => ({ name: `${label} in French, all its JS and texts (gzip)`, value: round(gz(files)), unit: 'KB' })),
    // The library pieces only later pages use (mutations, Trans) left the storefront's first download
    // for the chunks of the pages that use them, the back office's among them (vite.config.ts pagesOnly).
    { name: `back office JS beyond the storefront, all screens (gzip, ${admin.size} chunks)`, value: round(gz(admin)), unit: 'KB', budget: 170 },
    // The storefront's first download no longer holds the shared components and their Radix pieces,
    // so opening the back office fetches them (about 30 KB gzip) where it used to find them loaded.
    { name: 'opening /admin: route tree, dashboard and their French texts (gzip)', value: round(gz(first) + gz(filesOf(openingTexts('fr')))), unit: 'KB', budget: 90 },
    { name: 'back office texts, French (gzip, admin* namespaces)', value: round(gz(texts('fr'))), unit: 'KB' },
    { name: 'back office texts, Arabic (gzip, admin* namespaces)', value: round(gz(texts('ar'))), unit: 'KB' },
  ];
}

/** The storefront's initial JavaScript (gzip) that CI accepts; the aim is 100 KB. */
export const STOREFRONT_BUDGET_KB = 120;
