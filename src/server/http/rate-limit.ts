import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { AppError } from './app-error.js';
import type { Locale } from '../../contracts/common.js';
import { textsIn } from '../lib/language/texts.js';

/** At most `max` hits per fixed window of `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitCheck {
  key: string;
  rule: RateLimitRule;
}

/** The 429 message in the visitor's language. */
export const tooManyAttempts = (locale: Locale) => textsIn(locale, 'server-common').tooManyAttempts;

export const TOO_MANY_ATTEMPTS = tooManyAttempts('fr');

/**
 * Counts one hit on `key` and answers the window's count. One atomic upsert on the database's clock,
 * so every server copy shares the counter; an expired window starts again at 1.
 */
export async function hitRateLimit(db: DbOrTx, key: string, windowMs: number) {
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + ${windowMs}::integer * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error(`rate limit upsert returned nothing for ${key}`);
  return row;
}

// The window is the database's clock; the wait told is only a hint, so this machine's clock will do.
const rateLimited = (resetAt: number) =>
  new AppError('rate_limited', TOO_MANY_ATTEMPTS, { retryAfter: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) });

/** Refuses with a 429 while `key` has reached `rule.max` in its window, without counting a hit. */
export async function refuseWhileOverLimit(db: DbOrTx, key: string, rule: RateLimitRule): Promise<void> {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  if (row && row.count >= rule.max) throw rateLimited(row.resetAt.getTime());
}

/**
 * Counts a hit on every key (one upsert for all of them, in key order so two requests never wait
 * on each other's rows crosswise), then refuses with a 429 when any of them is over its limit.
 */
export async function enforceRateLimits(db: DbOrTx, checks: RateLimitCheck[]): Promise<void> {
  const byKey = new Map(checks.map((c) => [c.key, c.rule]));
  if (!byKey.size) return;
  const keys = [...byKey.keys()].sort();
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const rows = await db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, count: 1, resetAt: sql`now() + ${byKey.get(key)!.windowMs}::integer * interval '1 millisecond'` })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
  let retryAt = 0;
  for (const { key, count, resetAt } of rows) if (count > byKey.get(key)!.max) retryAt = Math.max(retryAt, resetAt.getTime());
  if (retryAt) throw rateLimited(retryAt);
}

/** Drops windows that have ended; a key that comes back starts a new row. */
export async function purgeExpiredRateLimits(db: DbOrTx): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now()`);
}
