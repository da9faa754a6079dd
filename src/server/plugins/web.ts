import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Db } from '../db/client.js';
import { readAppearance } from '../modules/appearance/service.js';
import { readPublicSettings } from '../modules/settings/public.js';
import { themeCss } from '../modules/appearance/theme-css.js';
import { scriptNonce } from './security.js';
import { pagePreloader } from './preload.js';

const CACHE_MS = 5_000;

/**
 * Serves the built client: hashed assets cached for a year, and index.html for client routes with
 * the shop's theme and public settings written in, so the first paint already has them.
 */
export async function registerWeb(app: FastifyInstance, db: Db, webDir: string, demoMode: boolean) {
  const template = readFileSync(join(webDir, 'index.html'), 'utf8');
  const preloads = pagePreloader(webDir);

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

  // Theme and settings change rarely; a short cache keeps every server copy within seconds of the database.
  let cached: { at: number; boot: string; css: string } | null = null;
  const bootData = async () => {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached;
    const [appearance, settings] = await Promise.all([readAppearance(db), readPublicSettings(db)]);
    const boot = JSON.stringify({ appearance, settings: { ...settings, demo_mode: demoMode } }).replace(/</g, '\\u003c');
    cached = { at: Date.now(), boot, css: themeCss(appearance) };
    return cached;
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const { boot, css } = await bootData();
    const nonce = scriptNonce(reply.raw);
    const head =
      `<style>${css}</style>` +
      `<script nonce="${nonce}" id="boot-data" type="application/json">${boot}</script>` +
      preloads(request.url);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(template.replace('<!--app-head-->', head));
  };

  app.get('/', sendIndex);
  return sendIndex;
}
