import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
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

/** Security headers with a per-request script nonce, and an Origin check on cookie-authenticated writes. */
export async function registerSecurity(app: FastifyInstance, publicUrl: string, formTargets: () => Promise<string[]>) {
  // Only scripts carry a nonce: a nonce in style-src would disable 'unsafe-inline' for style attributes.
  app.addHook('onRequest', async (_request, reply) => {
    const raw = reply.raw as NonceResponse;
    raw.scriptNonce = randomBytes(16).toString('base64');
    // The checkout posts a form to a hosted payment page (CMI): its origin joins form-action.
    raw.formTargets = await formTargets();
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", STRIPE, (_req, res) => `'nonce-${(res as NonceResponse).scriptNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: [STRIPE, 'https://hooks.stripe.com', 'https://m.stripe.network'],
        frameAncestors: ["'none'"],
        formAction: ["'self'", (_req, res) => (res as NonceResponse).formTargets?.join(' ') ?? ''],
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

  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers carry carts, orders, accounts: no shared or browser cache keeps them unless a
    // route says its answer is public.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  const trusted = new Set([new URL(publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    // The payment gateway sends the customer back with a POST that only redirects to the confirmation page.
    if (request.url.startsWith('/order-success')) return;
    if (!request.cookies[SESSION_COOKIE] && !request.cookies.guest) return;
    const origin = request.headers.origin;
    if (!origin) return; // non-browser clients; browsers send Origin on every cross-site write
    const sameHost = (() => {
      try {
        return new URL(origin).host === request.headers.host;
      } catch {
        return false;
      }
    })();
    if (!sameHost && !trusted.has(origin)) throw forbidden('Origine refusée');
  });
}
