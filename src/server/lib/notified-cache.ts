import type { Database } from '../db/client.js';
import { shortCache } from './short-cache.js';

/**
 * A short cache forgotten whole when `channel` is NOTIFYed: by database triggers at the commit of
 * a write, whoever made it, or by another copy. A lost listener connection also calls back
 * (db/client.ts), so what it may have missed is forgotten too.
 */
export function notifiedCache<T>(channel: string, database: Pick<Database, 'listen'> | undefined, ...limits: Parameters<typeof shortCache<T>>) {
  const cache = shortCache<T>(...limits);
  let unlisten: (() => Promise<void>) | undefined;
  return {
    get: cache.get,
    forget: () => cache.clear(),
    async start() {
      unlisten = await database?.listen(channel, () => cache.clear());
    },
    stop: () => unlisten?.(),
  };
}
