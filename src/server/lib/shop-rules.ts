import type { Database } from '../db/client.js';
import { notifiedCache } from './notified-cache.js';

const CHANNEL = 'shop_rules';
/** Writes clear what is kept at once; the time to live is a safety net. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 50;

/**
 * What every order reads and only the owner changes (the settings, the blocked delivery dates),
 * kept in memory: an order then spends its statements on its own rows.
 *
 * Forgotten on this copy when an admin's write request answers (the owner's next order sees their
 * change), and on every copy when the database's triggers (migration 0020) NOTIFY a write to those
 * tables, whoever made it: another copy, a job, SQL by hand. What is kept is shared: never mutated.
 */
export function createShopRules(database?: Pick<Database, 'listen'>) {
  const kept = notifiedCache<unknown>(CHANNEL, database, TTL_MS, MAX_ENTRIES);
  return {
    /** What `load` reads, kept under `key`; concurrent misses share one read. */
    get: <T>(key: string, load: () => Promise<T>) => kept.get(key, load) as Promise<T>,
    forget: kept.forget,
    start: kept.start,
    stop: kept.stop,
  };
}
export type ShopRules = ReturnType<typeof createShopRules>;

declare module 'fastify' {
  interface FastifyInstance {
    /** What orders read of the shop's rules, kept (lib/shop-rules.ts). */
    shopRules: ShopRules;
  }
}
