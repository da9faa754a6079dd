import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminPotListSchema, CreatePotSchema, CreateShareSchema, LowerPotSchema, PotCreatedSchema, PotSchema, PotTokenParamsSchema } from '../../../contracts/pots.js';
import { PaymentIntentSchema } from '../../../contracts/orders.js';
import { forbidden } from '../../http/app-error.js';
import { enforceRateLimits } from '../../http/rate-limit.js';
import { localeFromHeader } from '../../lib/language/request-locale.js';
import { PAYMENT_LIMIT } from '../orders/index.js';
import { cancelPot, lowerPot } from './close.js';
import { createPot } from './create.js';
import type { PotDeps } from './deps.js';
import { listPots, readPot } from './read.js';
import { startShare } from './shares.js';
import { potByToken } from './state.js';
import { shareTokenOf } from './tokens.js';

const ORGANISER_ONLY = 'Seul l’organisateur de la cagnotte peut faire cela.';

/** A gift paid together (decision 053): the organiser's pot, its contributors' shares, the organiser's controls. */
export const potRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): PotDeps => ({ payments: app.payments, publicUrl: app.deps.config.publicUrl, shopRules: app.shopRules, now: () => app.now() });
  const organiserOf = async (token: string) => {
    const found = await potByToken(app.db, token);
    if (!found.organiser) throw forbidden(ORGANISER_ONLY);
    return found.pot;
  };
  const view = async (token: string) => {
    const { pot, organiser, first } = await potByToken(app.db, token);
    // The contributors' link derives from the organiser's first link only (the late one shares nothing).
    return readPot(app.db, pot, { organiser, shareToken: first ? shareTokenOf(token) : null }, app.now());
  };

  // CMI brings a giver back to the pot's page by posting its result there: only the page answers, by a GET.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  app.post('/pot/:token', { schema: { hide: true } }, async (request, reply) => reply.redirect(request.url, 303));

  // Nothing cached changes: the trial order that checks the checkout's fields is rolled back.
  app.post('/api/pots', { config: { changes: [] }, schema: { body: CreatePotSchema, response: { 201: PotCreatedSchema } } }, async (request, reply) => {
    await enforceRateLimits(app.db, [{ key: `pot:${request.ip}`, rule: PAYMENT_LIMIT }]);
    const locale = request.body.locale ?? localeFromHeader(request.headers['accept-language']);
    const organiser = request.user ? { id: request.user.id, email: request.user.email } : null;
    return reply.status(201).send(await createPot(app.db, { ...request.body, locale }, organiser, deps(), app.now()));
  });

  app.get('/api/pots/:token', { schema: { params: PotTokenParamsSchema, response: { 200: PotSchema } } }, async (request) => view(request.params.token));

  // The share that completes the target places the order, which takes its gifts' stock.
  app.post(
    '/api/pots/:token/shares',
    { config: { changes: ['orders', 'gifts'] }, schema: { params: PotTokenParamsSchema, body: CreateShareSchema, response: { 200: PaymentIntentSchema } } },
    async (request) => {
      await enforceRateLimits(app.db, [{ key: `pot-share:${request.ip}`, rule: PAYMENT_LIMIT }]);
      const access = await potByToken(app.db, request.params.token);
      return startShare(app.db, await app.payments.current(app.db), { ...access, token: request.params.token }, request.body, app.now());
    },
  );

  app.post('/api/pots/:token/cancel', { config: { changes: [] }, schema: { params: PotTokenParamsSchema, response: { 200: PotSchema } } }, async (request) => {
    await cancelPot(app.db, await organiserOf(request.params.token), deps(), app.now());
    return view(request.params.token);
  });

  app.post(
    '/api/pots/:token/lower',
    { config: { changes: ['orders', 'gifts'] }, schema: { params: PotTokenParamsSchema, body: LowerPotSchema, response: { 200: PotSchema } } },
    async (request) => {
      await lowerPot(app.db, await organiserOf(request.params.token), request.body.items, deps(), app.now());
      return view(request.params.token);
    },
  );
};

/** The back office's list of pots and their state. */
export const potAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/pots', { schema: { response: { 200: AdminPotListSchema } } }, async () => listPots(app.db, app.now()));
};
