import type { CacheTopic } from './topics.js';
import { shortCache } from './short-cache.js';

/** Writes clear what is kept at once; the time to live is a safety net. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 50;

/**
 * What every order reads and only the owner changes (the settings, the blocked delivery dates, the
 * automatic promotions), kept in memory: an order then spends its statements on its own rows. Forgotten whole when the
 * cache registry clears the settings, the delivery calendar or the promotions (decision 043). What is kept is
 * shared: never mutated.
 */
export function createShopRules() {
  const kept = shortCache<unknown>(TTL_MS, MAX_ENTRIES);
  // Apart: each order that counts a promotion's use makes them stale, and need not forget the rest.
  const promotions = shortCache<unknown>(TTL_MS, 1);
  return {
    topics: ['settings', 'calendar', 'promotions'] satisfies CacheTopic[],
    forget(topics: readonly CacheTopic[]) {
      if (topics.includes('promotions')) promotions.clear();
      if (topics.some((topic) => topic !== 'promotions')) kept.clear();
    },
    /** What `load` reads, kept under `key`; concurrent misses share one read. */
    get: <T>(key: string, load: () => Promise<T>) => kept.get(key, load) as Promise<T>,
    /** The automatic promotions `load` reads, kept until a promotion is written. */
    automaticPromotions: <T>(load: () => Promise<T>) => promotions.get('automatic', load) as Promise<T>,
  };
}
export type ShopRules = ReturnType<typeof createShopRules>;

declare module 'fastify' {
  interface FastifyInstance {
    /** What orders read of the shop's rules, kept (lib/caches/shop-rules.ts). */
    shopRules: ShopRules;
  }
}
