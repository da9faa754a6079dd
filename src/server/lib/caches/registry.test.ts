import { describe, expect, it } from 'vitest';
import { CACHES_CHANNEL, createCacheRegistry } from './registry.js';
import type { CacheTopic } from './topics.js';

/** A database whose one channel this test speaks on, as the triggers would. */
function channel() {
  const listeners = new Map<string, (payload: string) => void>();
  return {
    listen: async (name: string, onMessage: (payload: string) => void) => {
      listeners.set(name, onMessage);
      return async () => void listeners.delete(name);
    },
    say: (name: string, payload: string) => listeners.get(name)?.(payload),
  };
}

/** A cache that writes down what it is told to forget. */
const kept = (...topics: CacheTopic[]) => {
  const forgotten: CacheTopic[][] = [];
  return { topics, forget: (stale: readonly CacheTopic[]) => void forgotten.push([...stale]), forgotten };
};

describe('the cache registry', () => {
  it('tells each cache the cleared topics it depends on, and no other cache', () => {
    const registry = createCacheRegistry(channel());
    const answers = kept('gifts', 'categories', 'settings');
    const sessions = kept('sessions', 'users');
    registry.register(answers);
    registry.register(sessions);
    registry.clear(['gifts', 'orders']);
    expect(answers.forgotten).toEqual([['gifts']]);
    expect(sessions.forgotten).toEqual([]);
  });

  it('clears what the database announces on its channel, and everything when a message may have been missed', async () => {
    const database = channel();
    const registry = createCacheRegistry(database);
    const rules = kept('settings', 'calendar');
    registry.register(rules);
    await registry.start();
    database.say(CACHES_CHANNEL, 'orders');
    database.say(CACHES_CHANNEL, 'calendar');
    // The listener back after losing its connection, then a topic only a newer copy knows.
    database.say(CACHES_CHANNEL, '');
    database.say(CACHES_CHANNEL, 'vouchers');
    expect(rules.forgotten).toEqual([['calendar'], ['settings', 'calendar'], ['settings', 'calendar']]);
    await registry.stop();
    database.say(CACHES_CHANNEL, 'settings');
    expect(rules.forgotten).toHaveLength(3);
  });
});
