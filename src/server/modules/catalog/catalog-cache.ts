import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { type CachedAnswer, cachedHeaders, sendCached } from '../../lib/cached-answer.js';
import type { FrontAnswers } from '../../lib/front-answers.js';
import { shortCache } from '../../lib/short-cache.js';
import { SESSION_COOKIE } from '../../plugins/session.js';

/** What a write can make stale; every cached key belongs to one topic. */
export type CacheTopic = 'gifts' | 'categories' | 'settings' | 'appearance';
const TOPICS: readonly CacheTopic[] = ['gifts', 'categories', 'settings', 'appearance'];

const CHANNEL = 'public_answers';
/** Writes clear what they touch at once, on every copy: the time to live is only a safety net. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;
/** Whatever the URLs asked (every offset of the list, every search), the answers hold at most this, here and in the front answers. */
export const PUBLIC_ANSWERS_BYTES = 16 * 1024 * 1024;

/**
 * The visitors' public answers (catalogue, settings, appearance), pre-encoded. A write calls
 * `invalidate`: this process forgets the topics at once, and a NOTIFY tells the other server copies
 * on the same PostgreSQL database to do the same (the embedded database has one process). A stock
 * change sends its own NOTIFY from the database (migration 0008), whatever path made it.
 * What a visitor was sent is also handed to `front` (lib/front-answers.ts), which forgets with it.
 */
export function createCatalogCache(database?: Pick<Database, 'db' | 'kind' | 'listen'>, front?: FrontAnswers) {
  const cache = shortCache<CachedAnswer>(TTL_MS, MAX_ENTRIES, { max: PUBLIC_ANSWERS_BYTES, weigh: (answer) => answer.weight });
  const listeners: ((topics: readonly CacheTopic[]) => void)[] = [];
  const forget = (topics: readonly CacheTopic[]) => {
    for (const topic of topics) cache.clear(`${topic}:`);
    front?.forget(topics);
    for (const listener of listeners) listener(topics);
  };
  let unlisten: (() => Promise<void>) | undefined;

  return {
    /** Sends the answer kept for `key` (loading it on a miss), as `sendCached` does. */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      topic: CacheTopic,
      key: string,
      load: () => Promise<CachedAnswer>,
      cacheControl = 'no-cache',
    ) {
      const pending = cache.get(`${topic}:${key}`, load);
      const body = await pending;
      const loadedAt = cache.loadedAt(`${topic}:${key}`, pending);
      if (front && loadedAt !== undefined && request.method === 'GET' && !request.cookies[SESSION_COOKIE]) {
        const headers = { ...reply.getHeaders(), ...cachedHeaders(body, cacheControl), 'content-type': body.type };
        front.remember(request.url, topic, body, loadedAt + TTL_MS, headers);
      }
      return sendCached(request, reply, body, cacheControl);
    },

    async invalidate(...topics: CacheTopic[]) {
      forget(topics);
      if (database?.kind !== 'postgres') return;
      // A lost message leaves the other copies on the time to live; the write itself succeeded.
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${topics.join(',')})`).catch((err: Error) => {
        console.warn(`Cache invalidation not sent to other copies: ${err.message}`);
      });
    },

    /**
     * Forgets here only: after a stock change, whose NOTIFY the database sends itself and which
     * reaches this process a moment later, while the buyer's next request must already see it.
     */
    forgetHere: (...topics: CacheTopic[]) => forget(topics),

    /** Also told when another copy's write (or a lost listener connection) clears topics here. */
    onForget(listener: (topics: readonly CacheTopic[]) => void) {
      listeners.push(listener);
    },

    async start() {
      if (!database) return;
      unlisten = await database.listen(CHANNEL, (payload) => {
        const topics = payload.split(',').filter((t): t is CacheTopic => TOPICS.includes(t as CacheTopic));
        forget(topics.length > 0 ? topics : TOPICS);
      });
    },

    stop: () => unlisten?.(),
  };
}
export type CatalogCache = ReturnType<typeof createCatalogCache>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The public answers' cache of the API modules (src/server/modules/index.ts). */
    publicCache: CatalogCache;
  }
}
