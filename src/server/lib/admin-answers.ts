import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { type CachedAnswer, sendCached } from './cached-answer.js';
import { notifiedCache } from './notified-cache.js';

const CHANNEL = 'admin_answers';
/**
 * Writes clear the answers at once; the time to live bounds what only the clock changes (an
 * order's cancel window, the dashboard's 30 days sliding by the hour).
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 500;
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * The back office's heaviest reads (the dashboard, the order list's pages), kept by URL as the
 * bytes sent, until a write changes what they show (decision 031). They are the same for every
 * admin, and only reached behind the admin guard.
 *
 * Forgotten on this copy when one of its write requests answers (the owner's next read sees their
 * own change), and on every copy when the database's triggers (migrations 0017, 0020) NOTIFY a write to
 * the tables they show, whoever made it: another copy, a job, a webhook, SQL by hand.
 */
export function createAdminAnswers(database?: Pick<Database, 'listen'>) {
  const kept = notifiedCache<CachedAnswer>(CHANNEL, database, TTL_MS, MAX_ENTRIES, { max: MAX_BYTES, weigh: (answer) => answer.weight });
  return {
    /** Sends the answer kept for this URL, loading it on a miss; customers' data is never stored by the browser. */
    async send(request: FastifyRequest, reply: FastifyReply, load: () => Promise<CachedAnswer>) {
      return sendCached(request, reply, await kept.get(request.url, load), 'no-store');
    },
    forget: kept.forget,
    start: kept.start,
    stop: kept.stop,
  };
}
export type AdminAnswers = ReturnType<typeof createAdminAnswers>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The back office's kept answers (lib/admin-answers.ts). */
    adminAnswers: AdminAnswers;
  }
}
