import { createServer } from 'node:http';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { z } from 'zod';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import fastifyStatic from '@fastify/static';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { PRIVATE_PREFIX, type Storage } from './lib/storage/storage.js';
import { answerFrameworkError, registerErrorHandler } from './http/errors.js';
import { registerJsonBody } from './http/json-body.js';
import { registerSecurity } from './http/security.js';
import { registerSession, SESSION_COOKIE } from './http/session.js';
import { registerCaches } from './lib/caches/registry.js';
import { frontAnswers, type FrontAnswers } from './lib/caches/front-answers.js';
import { PUBLIC_ANSWERS_BYTES } from './modules/catalog/index.js';
import { registerWeb } from './pages/web.js';
import { createPageCache, type PageCache, type PageRenderer } from './pages/page-render.js';
import { registerHealth } from './http/health.js';
import { registerStoredFiles } from './http/stored-files.js';
import { createSiteData, type SiteDataCache } from './pages/site-data.js';
import { registerModules } from './modules/index.js';
import { maintenanceSwitch, registerMaintenanceGate, type MaintenanceSwitch } from './modules/maintenance/index.js';
import { type StripeAddress, createPaymentRegistry, type PaymentRegistry } from './modules/payments/index.js';
import { AppError } from './http/app-error.js';
import { withoutControlCharacters } from '../contracts/common.js';

export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
  /** The built client to serve (dist/web); null when only the API is wanted (tests, dev). */
  webDir: string | null;
  /**
   * Renders the public pages' HTML (pages/page-render.ts): by default the build's (dist/ssr) when
   * there is one; null draws every page in the browser.
   */
  pageRenderer?: PageRenderer | null;
  /** Where the Stripe SDK sends its requests; set only to reach a local double of the Stripe API (tests). */
  stripeAddress?: StripeAddress;
  /** The shop's clock: delivery slots and cut-offs, scheduled e-cards, the outbox; the real time unless a test moves it. */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    db: Db;
    /** The shop's clock (deps.clock, else the system's). */
    now: () => Date;
    /** The card payment providers; order code reaches payments only through this. */
    payments: PaymentRegistry;
    /** The theme and public settings written into index.html, kept until a settings write (app.caches). */
    siteData: SiteDataCache;
    /** Whether the shop is closed for maintenance (kept briefly, until a settings write). */
    maintenance: MaintenanceSwitch;
    /** The public pages' rendered HTML (pages/page-render.ts), cleared with the public answers' topics. */
    pageCache: PageCache;
    /** The public API answers sent before the framework runs (lib/caches/front-answers.ts), fed by the public cache. */
    frontAnswers: FrontAnswers;
  }
}

/** How often Node looks for requests past their timeout. */
const CONNECTION_CHECK_MS = 5_000;
/** An idle socket's life; Fastify's default, longer than the usual reverse proxy's. */
const KEEP_ALIVE_MS = 72_000;
const CONNECTION_TIMEOUT_MS = 60_000;

/** Builds the whole app from its dependencies without listening: tests call `app.inject`. */
export async function buildApp(deps: AppDeps, logger: FastifyServerOptions['logger'] = false) {
  const front = frontAnswers({ maxEntries: 1_000, maxBytes: PUBLIC_ANSWERS_BYTES, sessionCookie: SESSION_COOKIE });
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // The server is Fastify's own but for the front answers, which go out before it routes a request.
    serverFactory: (handler) => {
      const server = createServer(
        {
          // A client trickling a byte every few seconds cannot hold a connection for minutes.
          requestTimeout: deps.config.REQUEST_TIMEOUT_MS,
          headersTimeout: Math.min(15_000, deps.config.REQUEST_TIMEOUT_MS),
          connectionsCheckingInterval: Math.min(CONNECTION_CHECK_MS, deps.config.REQUEST_TIMEOUT_MS / 2),
        },
        (req, res) => front.serve(req, res) || handler(req, res),
      );
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      return server.setTimeout(CONNECTION_TIMEOUT_MS);
    },
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  // Every contract refuses control characters in any string, whatever the field.
  app.setValidatorCompiler(({ schema, ...route }) =>
    validatorCompiler({ schema: withoutControlCharacters(schema as z.ZodType), ...route }),
  );
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('db', deps.database.db);
  app.decorate('now', deps.clock ?? (() => new Date()));
  app.decorate('payments', createPaymentRegistry(deps));
  app.decorate('siteData', createSiteData(deps.database.db, deps.config.demoRibbon));
  app.decorate('maintenance', maintenanceSwitch(deps.database.db));
  app.decorate('pageCache', createPageCache());
  app.decorate('frontAnswers', front);
  // Fastify answers a request that comes while it closes with 503 and `connection: close`: the front must let it.
  app.addHook('preClose', async () => front.stop());
  registerErrorHandler(app);
  registerJsonBody(app);

  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await registerSecurity(app, deps.config.publicUrl, () => app.payments.formTargets.read(app.db));
  // Every in-process cache registers with the topics it depends on (decision 043).
  const caches = await registerCaches(app, deps.database);
  for (const cache of [app.siteData, app.maintenance, app.pageCache, app.payments.formTargets]) caches.register(cache);
  registerSession(app, deps.database.db);
  registerMaintenanceGate(app, deps.database.db, app.maintenance);
  await app.register(swagger, {
    openapi: { info: { title: 'Cadeaux Maroc API', version: '1' } },
    transform: jsonSchemaTransform,
  });

  if (deps.storage.localRoot) {
    await app.register(fastifyStatic, {
      root: deps.storage.localRoot,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Upload and picture names are generated and never reused: a file at a name never changes.
      maxAge: '365d',
      immutable: true,
      // Delivery photos are the sender's alone: they are served through their order's access check.
      allowedPath: (path) => !path.replace(/^\/+/, '').startsWith(PRIVATE_PREFIX),
    });
  } else if (deps.storage.read) {
    registerStoredFiles(app, { ...deps.storage, read: deps.storage.read });
  }

  registerHealth(app, deps.database.db);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(registerModules);

  const sendIndex = deps.webDir ? await registerWeb(app, deps.webDir, deps.pageRenderer) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !path.startsWith('/uploads/');
    if (sendIndex && wantsPage && !/\.[a-z0-9]+$/i.test(path)) return sendIndex(request, reply);
    throw new AppError('not_found', `Route introuvable: ${request.method} ${path}`);
  });

  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
