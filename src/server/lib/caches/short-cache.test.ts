import { afterEach, describe, expect, it, vi } from 'vitest';
import { shortCache } from './short-cache.js';

afterEach(() => vi.useRealTimers());

describe('short answer cache', () => {
  it('loads a key once for concurrent readers', async () => {
    const cache = shortCache<number>(3_000, 10);
    const load = vi.fn(async () => 42);
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once the entry is older than its time to live', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const cache = shortCache<number>(3_000, 10);
    let n = 0;
    const load = async () => ++n;
    expect(await cache.get('k', load)).toBe(1);
    vi.setSystemTime(1_002_999);
    expect(await cache.get('k', load)).toBe(1);
    vi.setSystemTime(1_003_000);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not remember a failed load', async () => {
    const cache = shortCache<number>(3_000, 10);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('forgets everything on clear and keeps at most its number of entries', async () => {
    const cache = shortCache<string>(3_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    cache.clear();
    expect(await cache.get('c', async () => 'c2')).toBe('c2');
  });

  it('keeps what its entries weigh under its bound in bytes, forgetting the oldest first', async () => {
    const cache = shortCache<string>(3_000, 100, { max: 10, weigh: (value) => value.length });
    const load = vi.fn(async () => 'x'.repeat(4));
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    // 12 bytes: `a` went; `b` and `c` stay.
    await cache.get('b', load);
    await cache.get('c', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
    // Cleared entries no longer count: two more fit beside the reloaded `a` once `b` and `c` are gone.
    cache.clear('b');
    cache.clear('c');
    await cache.get('d', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('says when a value was loaded only while it is still the live one', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const cache = shortCache<string>(3_000, 10);
    const first = cache.get('k', async () => 'old');
    expect(cache.loadedAt('k', first)).toBe(1_000_000);
    // A write clears the key while the first load was under way: that answer is no longer live.
    cache.clear();
    const second = cache.get('k', async () => 'new');
    expect(cache.loadedAt('k', first)).toBeUndefined();
    expect(cache.loadedAt('k', second)).toBe(1_000_000);
    vi.setSystemTime(1_003_000);
    expect(cache.loadedAt('k', second)).toBeUndefined();
  });
});
