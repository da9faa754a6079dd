import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedAnswer, sendCached } from './cached-answer.js';
import type { CacheTopic } from './topics.js';
import { shortCache } from './short-cache.js';

/**
 * Writes clear the answers at once; the time to live bounds what only the clock changes (an
 * order's cancel window, the dashboard's 30 days sliding by the hour).
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 500;
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * The back office's heaviest reads (the dashboard, the order list's pages), kept by URL as the
 * bytes sent, until a write changes what they show (decision 031): orders (with their lines,
 * history, documents, hourly figures and address links), gifts and customers. They are the same for every admin,
 * and only reached behind the admin guard. Forgotten whole when the cache registry clears one of
 * those topics (decision 043).
 */
export function createAdminAnswers() {
  const kept = shortCache<CachedAnswer>(TTL_MS, MAX_ENTRIES, { max: MAX_BYTES, weigh: (answer) => answer.weight });
  return {
    topics: ['orders', 'gifts', 'users'] satisfies CacheTopic[],
    forget: () => kept.clear(),
    /** Sends the answer kept for this URL, loading it on a miss; customers' data is never stored by the browser. */
    async send(request: FastifyRequest, reply: FastifyReply, load: () => Promise<CachedAnswer>) {
      return sendCached(request, reply, await kept.get(request.url, load), 'no-store');
    },
  };
}
export type AdminAnswers = ReturnType<typeof createAdminAnswers>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The back office's kept answers (lib/caches/admin-answers.ts). */
    adminAnswers: AdminAnswers;
  }
}
