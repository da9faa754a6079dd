import type { FastifyPluginAsync } from 'fastify';
import { shortCache } from '../../lib/caches/short-cache.js';
import { publicAddresses, robotsTxt, sitemapXml } from './sitemap.js';

/** Search engines come back often; the catalogue's writes clear it (the cache registry), an hour is the safety net. */
const KEEP_MS = 60 * 60_000;

/** `GET /sitemap.xml` (every public page in every language) and `GET /robots.txt`, which names it. */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const origin = app.deps.config.publicUrl;
  const kept = shortCache<string>(KEEP_MS, 1);
  app.caches.register({ topics: ['gifts', 'categories'], forget: () => kept.clear() });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await kept.get('sitemap', async () => sitemapXml(origin, await publicAddresses(app.db)));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  const robots = robotsTxt(origin);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robots),
  );
};
