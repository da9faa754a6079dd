import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../http/app-error.js';

/**
 * A partner (a spa, a restaurant that honours the shop's e-gifts) signs in only to redeem codes. Of the
 * API it reaches its own session and password, the public settings and look the back office's frame
 * reads, and the two gift-code endpoints; anything else, including what is added later, answers 403.
 */
const PARTNER_ROUTES: [method: string, path: RegExp][] = [
  ['GET', /^\/api\/gift-codes\/[^/]+$/],
  ['POST', /^\/api\/gift-codes\/[^/]+\/redeem$/],
  ['GET', /^\/api\/user$/],
  ['POST', /^\/api\/(login|logout|change-password)$/],
  ['GET', /^\/api\/(settings|appearance)$/],
];

export function registerPartnerGate(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.user?.role !== 'partner') return done();
    const path = request.url.split('?')[0] ?? '';
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (PARTNER_ROUTES.some(([m, p]) => m === method && p.test(path))) return done();
    done(forbidden('Un compte partenaire n’accède qu’à la validation des codes cadeaux.'));
  });
}
