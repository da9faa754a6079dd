import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { CACHE_TOPICS, isCacheTopic, type CacheTopic } from './topics.js';

/** The one channel the database's triggers announce topics on, and every copy listens to. */
export const CACHES_CHANNEL = 'caches';

/** An in-process cache as the registry knows it. */
export interface KeptCache {
  /** The topics whose writes may change what it keeps. */
  readonly topics: readonly CacheTopic[];
  /** Forgets what depends on these topics (only topics of its own are given). */
  forget(topics: readonly CacheTopic[]): void;
}

/**
 * A payload's topics. An empty one (the listener is back after losing its connection, a message may
 * have gone) or one naming a topic this copy does not know (a newer copy's) stands for every topic.
 */
function topicsOf(payload: string): readonly CacheTopic[] {
  const named = payload.split(',');
  return payload !== '' && named.every(isCacheTopic) ? named : CACHE_TOPICS;
}

/**
 * Every in-process cache of a server copy, each with the topics it depends on (decision 043), and
 * the one way they are cleared: `clear` forgets topics on this copy; the database's triggers
 * announce every write's topics on `caches` at commit, which each copy's one listening connection
 * hears (the embedded database delivers it in-process).
 */
export function createCacheRegistry(database: Pick<Database, 'listen'>) {
  const caches: KeptCache[] = [];
  let unlisten: (() => Promise<void>) | undefined;

  const clear = (topics: readonly CacheTopic[]) => {
    for (const cache of caches) {
      const stale = cache.topics.filter((topic) => topics.includes(topic));
      if (stale.length > 0) cache.forget(stale);
    }
  };

  return {
    register(cache: KeptCache) {
      caches.push(cache);
    },
    /** Forgets these topics on this copy. */
    clear,
    async start() {
      unlisten = await database.listen(CACHES_CHANNEL, (payload) => clear(topicsOf(payload)));
    },
    stop: () => unlisten?.(),
  };
}
export type CacheRegistry = ReturnType<typeof createCacheRegistry>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every in-process cache, cleared by topic (lib/caches/registry.ts). */
    caches: CacheRegistry;
  }
  interface FastifyContextConfig {
    /** The topics a write route may change: cleared on this copy before its answer leaves. */
    changes?: readonly CacheTopic[];
  }
}

/**
 * The app's registry, listening from now on. A write route names what it changes (`config.changes`):
 * once it has done its work, and before its answer leaves, this copy forgets those topics, so the
 * writer's next read shows the change whatever the timing of the database's notice, which reaches
 * every copy (this one too) a moment later. A refused write (4xx, 5xx) clears nothing here: what it
 * may have committed is announced by the database all the same.
 */
export async function registerCaches(app: FastifyInstance, database: Pick<Database, 'listen'>) {
  const registry = createCacheRegistry(database);
  app.decorate('caches', registry);
  await registry.start();
  app.addHook('onClose', async () => registry.stop());
  app.addHook('onSend', (request, reply, payload, done) => {
    const { changes } = request.routeOptions.config;
    if (changes && reply.statusCode < 400) registry.clear(changes);
    done(null, payload);
  });
  return registry;
}
