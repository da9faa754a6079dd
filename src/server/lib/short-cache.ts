/**
 * Memory for public answers: the catalogue is read far more than it is written, and on the
 * embedded database every query holds the one thread. Writes clear what they touch (modules/catalog/catalog-cache.ts);
 * the time to live is a safety net.
 */
export function shortCache<T>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    /** Concurrent misses on one key share a single load. */
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { at: now, value });
      // A failed load is not remembered; a newer load for the key is left alone.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
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
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
