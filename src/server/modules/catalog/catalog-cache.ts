import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedAnswer, cachedHeaders, sendCached } from '../../lib/caches/cached-answer.js';
import type { CacheTopic } from '../../lib/caches/topics.js';
import type { FrontAnswers } from '../../lib/caches/front-answers.js';
import { shortCache } from '../../lib/caches/short-cache.js';
import { SESSION_COOKIE } from '../../http/session.js';

/** The kinds of public answer, each with the topics whose writes change it; every cached key belongs to one kind. */
const KINDS = {
  // Gift lists follow their categories (a category deleted leaves its gifts without one).
  gifts: ['gifts', 'categories'],
  categories: ['categories'],
  settings: ['settings'],
  // The look carries the company's name and contacts, which are settings.
  appearance: ['settings'],
} as const satisfies Record<string, readonly CacheTopic[]>;
type AnswerKind = keyof typeof KINDS;
const kinds = Object.keys(KINDS) as AnswerKind[];

/** Writes clear what they touch at once, on every copy: the time to live is only a safety net. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;
/** Whatever the URLs asked (every offset of the list, every search), the answers hold at most this, here and in the front answers. */
export const PUBLIC_ANSWERS_BYTES = 16 * 1024 * 1024;

/**
 * The visitors' public answers (catalogue, settings, appearance), pre-encoded, forgotten by kind
 * when the cache registry clears a topic they depend on (decision 043). What a visitor was sent is
 * also handed to `front` (lib/caches/front-answers.ts), a cache of its own with the same topics.
 */
export function createCatalogCache(front: FrontAnswers) {
  const cache = shortCache<CachedAnswer>(TTL_MS, MAX_ENTRIES, { max: PUBLIC_ANSWERS_BYTES, weigh: (answer) => answer.weight });

  return {
    topics: [...new Set(Object.values(KINDS).flat())],

    forget(topics: readonly CacheTopic[]) {
      for (const kind of kinds) if (KINDS[kind].some((topic) => topics.includes(topic))) cache.clear(`${kind}:`);
    },

    /** Sends the answer kept for `key` (loading it on a miss), as `sendCached` does. */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      kind: AnswerKind,
      key: string,
      load: () => Promise<CachedAnswer>,
      cacheControl = 'no-cache',
    ) {
      const pending = cache.get(`${kind}:${key}`, load);
      const body = await pending;
      const loadedAt = cache.loadedAt(`${kind}:${key}`, pending);
      if (loadedAt !== undefined && request.method === 'GET' && !request.cookies[SESSION_COOKIE]) {
        const headers = { ...reply.getHeaders(), ...cachedHeaders(body, cacheControl), 'content-type': body.type };
        front.remember(request.url, KINDS[kind], body, loadedAt + TTL_MS, headers);
      }
      return sendCached(request, reply, body, cacheControl);
    },
  };
}
export type CatalogCache = ReturnType<typeof createCatalogCache>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The public answers' cache of the API modules (src/server/modules/index.ts). */
    publicCache: CatalogCache;
  }
}
