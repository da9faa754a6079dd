import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { forbidden } from './app-error.js';
import { SESSION_COOKIE } from './session.js';
import { earlyTapsHash } from '../pages/early-taps.js';

const STRIPE = 'https://js.stripe.com';

/** Powerful features the shop never uses are off; card payment is allowed for the Stripe frame. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  `payment=(self "${STRIPE}")`,
].join(', ');

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
 * Security headers, and an Origin check on cookie-authenticated writes. No inline script runs but
 * the early-taps script, allowed by its hash: a page's boot and hydration data are JSON data
 * blocks, which a browser never executes, so the same page can be sent to everyone from one cached
 * copy, without a per-answer nonce. A page also lets its forms post
 * to the payment gateways; the headers are worked out once per set of gateways, not per request.
 */
export async function registerSecurity(app: FastifyInstance, publicUrl: string, formTargets: () => Promise<string[]>) {
  const pagePolicy = (targets: string[]): HelmetOptions => ({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: it holds back taps made before a rendered page's code is on (decision 040).
        scriptSrc: ["'self'", STRIPE, earlyTapsHash],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: [STRIPE, 'https://hooks.stripe.com', 'https://m.stripe.network'],
        frameAncestors: ["'none'"],
        // The checkout posts a form to a hosted payment page (CMI): its origin joins form-action.
        formAction: ["'self'", ...targets],
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
  // An API answer is data, never a document: what an API needs (OWASP's REST list) is that a browser
  // opening one loads nothing, frames nothing and sniffs nothing; a document's policies (features,
  // opener, DNS prefetch) have nothing to apply to. Half the bytes of a small answer were headers.
  const apiPolicy: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    strictTransportSecurity: publicUrl.startsWith('https:'),
  };
  // API answers carry carts, orders, accounts: no shared or browser cache keeps them unless a
  // route says its answer is public (its own cache-control replaces this one).
  const apiHeaders = { ...headersSetBy(helmet(apiPolicy)), 'cache-control': 'no-store' };
  // The gateways change only when the owner sets one up: a handful of sets in a copy's life.
  const pageHeaders = new Map<string, Record<string, string>>();
  const pageHeadersFor = (targets: string[]) => {
    const key = targets.join(' ');
    let headers = pageHeaders.get(key);
    if (!headers) pageHeaders.set(key, (headers = { ...headersSetBy(helmet(pagePolicy(targets))), 'permissions-policy': PERMISSIONS_POLICY }));
    return headers;
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      reply.headers(apiHeaders);
      return done();
    }
    formTargets().then((targets) => {
      reply.headers(pageHeadersFor(targets));
      done();
    }, done);
  });

  const trusted = new Set([new URL(publicUrl).origin]);
  app.addHook('onRequest', (request, _reply, done) => {
    done(refusedOrigin(request) ? forbidden('Origine refusée') : undefined);
  });

  function refusedOrigin(request: FastifyRequest): boolean {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return false;
    // The payment gateway sends the customer back with a POST that only redirects to the confirmation page (or a pot's).
    if (request.url.startsWith('/order-success') || request.url.startsWith('/pot/')) return false;
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
