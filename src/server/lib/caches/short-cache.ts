import { BoundedMap } from './bounded-map.js';

/**
 * Memory for public answers: the catalogue is read far more than it is written, and on the
 * embedded database every query holds the one thread. Writes clear what they touch (the cache registry, lib/caches);
 * the time to live is a safety net. Besides a number of entries, the cache may be bounded in bytes
 * (`weigh` tells what a loaded value holds): the oldest entries go first.
 */
export function shortCache<T>(ttlMs: number, maxEntries: number, bytes?: { max: number; weigh: (value: T) => number }) {
  const entries = new BoundedMap<string, { at: number; value: Promise<T> }>(maxEntries, bytes?.max);
  return {
    /** Concurrent misses on one key share a single load. */
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = load();
      const entry = { at: now, value };
      entries.set(key, entry);
      value.then(
        (loaded) => bytes && entries.weigh(key, entry, bytes.weigh(loaded)),
        // A failed load is not remembered; a newer load for the key is left alone.
        () => entries.get(key) === entry && entries.delete(key),
      );
      return value;
    },
    /**
     * When `value` (what `get` gave for `key`) was loaded, if it is still the key's live entry: an
     * answer whose load a write overtook is not.
     */
    loadedAt(key: string, value: Promise<T>): number | undefined {
      const hit = entries.get(key);
      return hit?.value === value && Date.now() - hit.at < ttlMs ? hit.at : undefined;
    },
    /** Forgets every key starting with `prefix`, or every key. */
    clear(prefix = '') {
      entries.clear((key) => key.startsWith(prefix));
    },
  };
}
