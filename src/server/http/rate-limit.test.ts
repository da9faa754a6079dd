import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helper.js';
import { rateLimits } from '../db/schema/index.js';
import { AppError } from './app-error.js';
import { enforceRateLimits, hitRateLimit, TOO_MANY_ATTEMPTS } from './rate-limit.js';

const { database, drop } = await freshDatabase();
const db = database.db;
afterAll(drop);

const rule = { max: 3, windowMs: 60_000 };

describe('fixed-window rate limit', () => {
  it('counts hits per key within a window', async () => {
    expect((await hitRateLimit(db, 'a', rule.windowMs)).count).toBe(1);
    expect((await hitRateLimit(db, 'a', rule.windowMs)).count).toBe(2);
    expect((await hitRateLimit(db, 'b', rule.windowMs)).count).toBe(1);
  });

  it('starts again at 1 once the window has passed', async () => {
    await hitRateLimit(db, 'c', rule.windowMs);
    await hitRateLimit(db, 'c', rule.windowMs);
    await db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1) }).where(eq(rateLimits.key, 'c'));
    const again = await hitRateLimit(db, 'c', rule.windowMs);
    expect(again.count).toBe(1);
    expect(again.resetAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('keeps one counter for concurrent hits', async () => {
    await Promise.all(Array.from({ length: 8 }, () => hitRateLimit(db, 'd', rule.windowMs)));
    expect((await hitRateLimit(db, 'd', rule.windowMs)).count).toBe(9);
  });

  it('refuses with a 429 and a retry delay past the maximum of any key', async () => {
    const checks = [
      { key: 'e:ip', rule: { max: 100, windowMs: 60_000 } },
      { key: 'e:email', rule },
    ];
    for (let i = 0; i < rule.max; i++) await enforceRateLimits(db, checks);
    const err = await enforceRateLimits(db, checks).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 429, message: TOO_MANY_ATTEMPTS });
    const retryAfter = (err as AppError<'rate_limited'>).details.retryAfter ?? 0;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });
});
