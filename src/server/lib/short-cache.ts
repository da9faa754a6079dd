/**
 * Memory for public answers: the catalogue is read far more than it is written, and on the
 * embedded database every query holds the one thread. Writes clear what they touch (modules/catalog/catalog-cache.ts);
 * the time to live is a safety net. Besides a number of entries, the cache may be bounded in bytes
 * (`weigh` tells what a loaded value holds): the oldest entries go first, so no run of distinct
 * URLs can grow the server's memory past what its heap was sized for.
 */
export function shortCache<T>(ttlMs: number, maxEntries: number, bytes?: { max: number; weigh: (value: T) => number }) {
  const entries = new Map<string, { at: number; value: Promise<T>; weight: number }>();
  let total = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    total -= entry.weight;
    entries.delete(key);
  };
  return {
    /** Concurrent misses on one key share a single load. */
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      drop(key);
      if (entries.size >= maxEntries) drop(entries.keys().next().value!);
      const value = load();
      const entry = { at: now, value, weight: 0 };
      entries.set(key, entry);
      value.then(
        (loaded) => {
          if (!bytes || entries.get(key) !== entry) return;
          entry.weight = bytes.weigh(loaded);
          total += entry.weight;
          while (total > bytes.max) drop(entries.keys().next().value!);
        },
        // A failed load is not remembered; a newer load for the key is left alone.
        () => entries.get(key) === entry && drop(key),
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
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) drop(key);
    },
  };
}
