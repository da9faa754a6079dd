import { prerender } from 'react-dom/static';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import type { Locale } from '@contracts/common';
import { pageTexts, renderedPages, shellTexts, storePageAt } from '@contracts/pages';
import { App } from './app';
import { setApiTransport } from './lib/api';
import type { BootData } from './lib/boot-data';
import type { SsrData } from './lib/ssr-data';
import { appearanceQuery, currenciesQuery, settingsQuery } from './lib/site-queries';
import type { PageHead } from '@contracts/page-head';
import { PageHeadContext } from './components/layout/use-document-title';
import { userQuery } from './hooks/use-user';
import { RenderedCurrencyContext } from './hooks/use-price';
import type { VisitorCurrency } from '@contracts/currency-codes';
import { forCards, isGiftPagesKey, type GiftPages } from './features/catalog/api/get-gifts';

/**
 * The storefront's server renderer (decision 026), built to dist/ssr and loaded by
 * src/server/pages/web.ts. A page renders as a signed-out visitor sees it; the queries its
 * components ask for are fetched through `fetchApi` (the app's own routes, from their cache) and
 * the page drawn again until nothing more is asked, then handed over with the answers and the
 * language's texts so the browser hydrates it without a second fetch.
 */

type Texts = Record<string, Record<string, unknown>>;
const files = import.meta.glob<{ default: Record<string, unknown> }>(['./i18n/locales/*/*.json', '!./i18n/locales/*/server-*.json'], { eager: true });
/** Every storefront namespace by language (the back office's `admin*` and the server's messages never render here). */
const texts: Record<string, Texts> = {};
for (const [path, module] of Object.entries(files)) {
  const [, lng, ns] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (!lng || !ns || ns.startsWith('admin')) continue;
  (texts[lng] ??= {})[ns] = module.default;
}

// The app's own i18next (router.tsx loads a page's texts through it) holds everything already.
const ready = i18next.use(initReactI18next).init({ resources: texts, lng: 'fr', fallbackLng: false, defaultNS: 'common', interpolation: { escapeValue: false } });

/** One i18next per language, shared by the renders (they only read it). */
const instances = new Map<Locale, Promise<i18n>>();
function instanceFor(lng: Locale) {
  let instance = instances.get(lng);
  if (!instance) {
    const created = i18next.createInstance();
    instance = created
      .init({ resources: texts, lng, fallbackLng: false, defaultNS: 'common', interpolation: { escapeValue: false }, returnNull: false })
      .then(() => created);
    instances.set(lng, instance);
  }
  return instance;
}

export interface RenderInput {
  /** Path and query, as requested. */
  url: string;
  lang: Locale;
  /** The currency the visitor chose (their cookie), null for the shop's default. */
  currency?: VisitorCurrency | null;
  /** What the page's boot data holds: the same theme and settings the browser starts with. */
  boot: Pick<BootData, 'appearance' | 'settings' | 'currencies'>;
  /**
   * How the page's queries reach the API: on the server, the app itself (`app.inject`), so the
   * answers come from the same pre-encoded cache as a browser's.
   */
  fetchApi: (path: string, init: RequestInit) => Promise<Response>;
}

export interface RenderResult {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The answers and texts the browser hydrates with (JSON, for a `<script type="application/json">`). */
  data: SsrData;
  /** The title, description and picture the page gave itself, for the document's head. */
  head: Partial<PageHead>;
}

const MAX_PASSES = 4;
const enabled = (query: Query) => {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
};
// The browser has these from the boot data (or asks for the user itself once hydrated).
const notHandedOver = new Set(['user', 'settings', 'appearance', 'currencies']);

/** The page's HTML, or null when it is not one the server renders or one of its answers failed (the browser then draws it). */
export async function render({ url, lang, currency = null, boot, fetchApi }: RenderInput): Promise<RenderResult | null> {
  const [path = '/', search = ''] = url.split('?');
  const page = storePageAt(path);
  if (!page || !renderedPages.includes(page)) return null;
  await ready;
  setApiTransport(fetchApi);
  const i18n = await instanceFor(lang);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, gcTime: Infinity } } });
  client.setQueryData(appearanceQuery.queryKey, boot.appearance);
  client.setQueryData(settingsQuery.queryKey, boot.settings);
  client.setQueryData(currenciesQuery.queryKey, boot.currencies ?? []);
  client.setQueryData(userQuery.queryKey, null);
  const head: Partial<PageHead> = {};

  const draw = async () => {
    // The whole page at once, every lazy page and text resolved: it is cached and must read without
    // JavaScript, so nothing is left behind a fallback to be streamed in later.
    const { prelude } = await prerender(
      <I18nextProvider i18n={i18n}>
        <PageHeadContext value={head}>
          <RenderedCurrencyContext value={currency}>
            <Router ssrPath={path} ssrSearch={search}>
              <App client={client} />
            </Router>
          </RenderedCurrencyContext>
        </PageHeadContext>
      </I18nextProvider>,
      // Never outline a large boundary to be revealed by an inline script (the CSP would block it, and without JavaScript it stays hidden).
      { onError: (err) => console.error('Server render failed', err), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return new Response(prelude).text();
  };

  let html = await draw();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const asked = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && enabled(q));
    if (asked.length === 0) break;
    await Promise.all(asked.map((q) => q.fetch().catch(() => undefined)));
    html = await draw();
  }
  // A failed answer (an unknown gift, a server error) is left to the browser, which shows it as it always has.
  if (client.getQueryCache().getAll().some((q) => q.state.status === 'error')) return null;

  const state = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' && !notHandedOver.has(String(q.queryKey[0])) });
  for (const query of state.queries) if (isGiftPagesKey(query.queryKey)) query.state.data = forCards(query.state.data as GiftPages, lang);
  const namespaces = [...shellTexts, ...pageTexts[page]];
  const pick = (lng: string) => Object.fromEntries(namespaces.map((ns) => [ns, texts[lng]?.[ns] ?? {}]));
  return {
    html,
    head,
    data: {
      lang,
      state,
      texts: { [lang]: pick(lang) },
    },
  };
}
