import type { ErrorBody } from '../../../contracts/errors.js';
import { adminPages, storePages } from '../../../contracts/pages.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { KeptCache } from '../../lib/caches/registry.js';
import { localeFromHeader } from '../../lib/language/request-locale.js';
import { loadSessionUser } from '../../http/session.js';
import { readAppearance, themeCss } from '../appearance/index.js';
import { readSettingsOf } from '../settings/index.js';
import { maintenancePage } from './page.js';

/** Seconds a visitor is told to wait before trying again. */
export const RETRY_AFTER_S = 1800;
export const MAINTENANCE_MESSAGE =
  'La boutique est en maintenance : les commandes, les inscriptions et les messages sont suspendus pour le moment. Réessayez un peu plus tard.';

/**
 * Routes of the writes that open something new with the shop; everything else (sign-in, payments of
 * placed orders, webhooks) goes on.
 */
const REFUSED_WRITES = new Set(['/api/orders', '/api/register', '/api/contact', '/api/newsletter']);
const PAGES = new Set<string>([...Object.values(storePages), ...Object.values(adminPages)]);
/**
 * Pages a visitor still reaches: sign-in (and a forgotten password), so the owner can come back in;
 * unsubscribing; following an order already placed; the back office, which asks for an admin itself.
 */
const OPEN_PAGES = new Set<string>([
  storePages.auth,
  storePages.resetPassword,
  storePages.newsletterUnsubscribe,
  storePages.track,
  ...Object.values(adminPages),
]);
const CACHE_MS = 2_000;

/** Forgotten when the cache registry clears the settings (decision 043): a save, here or on another copy. */
export interface MaintenanceSwitch extends KeptCache {
  isOn(): Promise<boolean>;
}

/** `maintenance_mode`, read at most every two seconds: the gate runs on every request. */
export function maintenanceSwitch(db: Db): MaintenanceSwitch {
  let cached: { at: number; on: boolean } | null = null;
  return {
    topics: ['settings'],
    async isOn() {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.on;
      const { maintenance_mode } = await readSettingsOf(db, ['maintenance_mode']);
      cached = { at: Date.now(), on: maintenance_mode };
      return maintenance_mode;
    },
    forget() {
      cached = null;
    },
  };
}

/** The static files' catch-all (pages/web.ts): what it holds is told by the path alone. */
const CATCH_ALL = '/*';

/**
 * Whether the request asks for a page. A page route says so whatever the path's spelling; a path no
 * route took (or only the static files' catch-all) is a page unless it names an API, a file or a probe.
 */
function isPage(request: FastifyRequest, route: string | undefined, path: string) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (route !== undefined && route !== CATCH_ALL) return PAGES.has(route);
  return (
    !path.startsWith('/api/') &&
    !path.startsWith('/uploads/') &&
    path !== '/healthz' &&
    path !== '/readyz' &&
    !/\.[a-z0-9]+$/i.test(path)
  );
}

async function sendPage(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const [{ company_name }, appearance] = await Promise.all([readSettingsOf(db, ['company_name']), readAppearance(db)]);
  const html = maintenancePage(company_name, localeFromHeader(request.headers['accept-language']), themeCss(appearance));
  reply.status(503).header('retry-after', String(RETRY_AFTER_S)).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * While `maintenance_mode` is on, everyone but an admin gets the maintenance page (503) for the
 * storefront's pages, and a 503 `maintenance` for a new order, sign-up, contact message or
 * newsletter sign-up. Assets, sign-in and the settings stay reachable so the owner can come back in,
 * and order tracking (its page and `GET /api/track`) so customers still follow what they ordered.
 * The public API reads stay open too: a visitor's repeated ones never reach this hook (decision 028).
 */
export function registerMaintenanceGate(app: FastifyInstance, db: Db, maintenance: MaintenanceSwitch) {
  /** Answers 503 when the shop is closed to this request; resolves true when it did. */
  async function closed(request: FastifyRequest, reply: FastifyReply, page: boolean): Promise<boolean> {
    if (!(await maintenance.isOn())) return false;
    // Pages are served without reading the session; here it decides whether the admin passes.
    if (page && !request.user) await loadSessionUser(db, request, reply);
    if (request.user?.role === 'admin') return false;
    if (page) await sendPage(db, request, reply);
    else reply.status(503).header('retry-after', String(RETRY_AFTER_S)).send({ code: 'maintenance', message: MAINTENANCE_MESSAGE, details: {} } satisfies ErrorBody);
    return true;
  }

  // Callback style: the requests the gate never stops (most of them) cost no promise. It decides on
  // the route the router matched, never on the raw path: `/api/regist%65r` is `/api/register`.
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    const page = isPage(request, route, request.url.split('?')[0] ?? '/');
    const refusedWrite = request.method === 'POST' && route !== undefined && REFUSED_WRITES.has(route);
    if ((!page || (route !== undefined && OPEN_PAGES.has(route))) && !refusedWrite) return done();
    closed(request, reply, page).then((answered) => answered || done(), done);
  });
}
