import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { forbidden } from '../lib/app-error.js';
import { SESSION_COOKIE } from './session.js';

const STRIPE = 'https://js.stripe.com';

/** Powerful features the shop never uses are off; card payment is allowed for the Stripe frame. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  `payment=(self "${STRIPE}")`,
].join(', ');

type NonceResponse = ServerResponse & { scriptNonce?: string; formTargets?: string[] };

/** The nonce that lets this answer's one inline script (the boot data) run. */
export const scriptNonce = (raw: ServerResponse) => (raw as NonceResponse).scriptNonce ?? '';

const headerValue = (value: number | string | readonly string[]) => (Array.isArray(value) ? value.join(', ') : String(value));

/** The headers a helmet middleware sets, for answers that all get the same ones. */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: number | string | readonly string[]) => (headers[name.toLowerCase()] = headerValue(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers, and an Origin check on cookie-authenticated writes. A page gets a script nonce of
 * its own and the payment gateways in form-action; an API answer runs no script and posts no form,
 * so its headers are worked out once instead of at every request.
 */
export async function registerSecurity(app: FastifyInstance, publicUrl: string, formTargets: () => Promise<string[]>) {
  const policy = (page: boolean): HelmetOptions => ({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Only scripts carry a nonce: a nonce in style-src would disable 'unsafe-inline' for style attributes.
        scriptSrc: ["'self'", STRIPE, ...(page ? [(_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as NonceResponse).scriptNonce}'`] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: [STRIPE, 'https://hooks.stripe.com', 'https://m.stripe.network'],
        frameAncestors: ["'none'"],
        // The checkout posts a form to a hosted payment page (CMI): its origin joins form-action.
        formAction: ["'self'", ...(page ? [(_req: IncomingMessage, res: ServerResponse) => (res as NonceResponse).formTargets?.join(' ') ?? ''] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // frame-ancestors 'none' already forbids framing; SAMEORIGIN would only contradict it.
    xFrameOptions: false,
    strictTransportSecurity: publicUrl.startsWith('https:'),
  });
  const pageHeaders = helmet(policy(true));
  // API answers carry carts, orders, accounts: no shared or browser cache keeps them unless a
  // route says its answer is public (its own cache-control replaces this one).
  const apiHeaders = { ...headersSetBy(helmet(policy(false))), 'permissions-policy': PERMISSIONS_POLICY, 'cache-control': 'no-store' };

  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      reply.headers(apiHeaders);
      return done();
    }
    const raw = reply.raw as NonceResponse;
    raw.scriptNonce = randomBytes(16).toString('base64');
    raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    formTargets().then((targets) => {
      raw.formTargets = targets;
      pageHeaders(request.raw, raw, (err) => done(err instanceof Error ? err : undefined));
    }, done);
  });

  const trusted = new Set([new URL(publicUrl).origin]);
  app.addHook('onRequest', (request, _reply, done) => {
    done(refusedOrigin(request) ? forbidden('Origine refusée') : undefined);
  });

  function refusedOrigin(request: FastifyRequest): boolean {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return false;
    // The payment gateway sends the customer back with a POST that only redirects to the confirmation page.
    if (request.url.startsWith('/order-success')) return false;
    if (!request.cookies[SESSION_COOKIE] && !request.cookies.guest) return false;
    const origin = request.headers.origin;
    if (!origin) return false; // non-browser clients; browsers send Origin on every cross-site write
    const sameHost = (() => {
      try {
        return new URL(origin).host === request.headers.host;
      } catch {
        return false;
      }
    })();
    return !sameHost && !trusted.has(origin);
  }
}
