import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CachedAnswer, sendCached } from '../lib/caches/cached-answer.js';
import { SESSION_COOKIE } from '../http/session.js';
import { fontStylesheet, pagePreloader } from './preload.js';
import { earlyTapsTag } from './early-taps.js';
import { languageOf, pageRenderer, type PageRenderer, type RenderedPage } from './page-render.js';
import { renderedPageUrl } from './rendered-page-url.js';
import { pageHeadTags, type ShippingSettings } from './page-head.js';
import type { Locale } from '../../contracts/common.js';
import { adminPages, isKnownPage, storePages } from '../../contracts/pages.js';

/**
 * Serves the built client: hashed assets cached for a year, and index.html for client routes with
 * the shop's theme and public settings written in, so the first paint already has them. The public
 * pages come with their HTML rendered on the server (page-render.ts, decision 026), and every store
 * page's whole answer is kept with it, compressed once, with an ETag. Paths that are not store pages
 * get the same document with a 404 status, for search engines and monitors.
 */
export async function registerWeb(app: FastifyInstance, webDir: string, renderer?: PageRenderer | null) {
  const template = readFileSync(join(webDir, 'index.html'), 'utf8');
  // A rendered page shows without its code, which only makes it interactive: the browser fetches
  // that code after the stylesheet and pictures instead of beside them on a slow link. Its entry is
  // `async`: it runs once fetched rather than once the whole page is parsed, so the code's download
  // starts at the first paint even while a slow phone is still parsing the page (decision 045).
  // Its title and description are the page's own (page-head.ts).
  const renderedTemplate = template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('<script type="module" crossorigin', '<script type="module" async fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
  const preloads = pagePreloader(webDir);
  const fonts = fontStylesheet(webDir);
  const pages = await pageRenderer(app, webDir, renderer);

  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    index: false,
    // The raw template is never served (index.html always goes through sendIndex), nor are the
    // source maps and the build manifest, which would hand out the source.
    allowedPath: (path) => !path.endsWith('index.html') && !path.endsWith('.map') && !path.startsWith('/.vite/'),
    setHeaders(res, path) {
      const hashed = /[\\/]assets[\\/]/.test(path);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const origin = app.deps.config.publicUrl;
  const aboutPage = (url: string, page: RenderedPage, boot: { appearance: object; settings: object }) =>
    pageHeadTags({
      origin,
      url,
      lang: page.lang,
      head: page.about,
      shopName: (boot.appearance as { company_name?: string }).company_name || 'Cadeaux Maroc',
      shipping: boot.settings as ShippingSettings,
    });

  /** index.html with the theme, the boot data and, when it was rendered, the page. */
  const documentOf = (url: string, css: string, boot: { appearance: object; settings: object }, page: RenderedPage | null, lang: Locale) => {
    const head =
      // Before any content: a rendered page takes taps from its first paint, before its code comes.
      (page ? earlyTapsTag + aboutPage(url, page, boot) : '') +
      `<style>${css}</style>` +
      // Data blocks, never executed: the CSP lets no other inline script run, and these need not.
      `<script id="boot-data" type="application/json">${JSON.stringify(boot).replace(/</g, '\\u003c')}</script>` +
      (page ? `<script id="ssr-data" type="application/json">${page.data}</script>${page.head}${fonts.afterPaint}` : fonts.atOnce) +
      preloads(url, page !== null, lang);
    if (!page) return template.replace('<!--app-head-->', () => head);
    return renderedTemplate
      .replace('<!--app-head-->', () => head)
      .replace('<html lang="fr" dir="ltr">', () => `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  };

  /** index.html for a page; a path that is none of the store's pages gets it with 404, and the client draws its 404 page. */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const [{ site, css, key }, maintenance] = await Promise.all([app.siteData.get(), app.maintenance.isOn()]);
    // Without a session cookie the visitor is signed out: the client then does not ask /api/user for an expected 401.
    const hasSession = Boolean(request.cookies[SESSION_COOKIE]);
    // The maintenance switch is fresher than the cached settings: an admin who just closed the shop sees it so.
    const settings = { ...site.settings, maintenance_mode: maintenance };
    const boot = { ...site, settings, hasSession };
    const known = isKnownPage(path);
    // While the shop is closed only an admin gets here; the page is then drawn in the browser, with its ribbon.
    const cached = known && !maintenance ? await pages.render(request, { ...site, settings }, key) : null;
    if (cached) {
      const variant = hasSession ? 'signed-in' : 'visitor';
      let answer = cached.documents.get(variant);
      if (!answer) {
        // Kept for every URL of the same key: drawn from the key's URL, not this request's.
        const url = renderedPageUrl(request.url);
        answer = new CachedAnswer(Buffer.from(documentOf(url, css, boot, cached.page, languageOf(request))), 'text/html; charset=utf-8');
        cached.documents.set(variant, answer);
      }
      return sendCached(request, reply, answer);
    }
    return reply
      .status(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(documentOf(request.url, css, boot, null, languageOf(request)));
  };

  // The pages get routes of their own: left to the static files' wildcard, each would first look for a
  // file of its name on disk, then fall through to the not-found handler.
  for (const path of new Set([...Object.values(storePages), ...Object.values(adminPages)])) app.get(path, sendIndex);
  return sendIndex;
}
