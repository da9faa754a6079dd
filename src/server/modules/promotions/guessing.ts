import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { hitRateLimit, refuseWhileOverLimit, type RateLimitRule } from '../../http/rate-limit.js';

/** Codes that do not exist, per address: enough for typing mistakes, too few to find a code by trying. */
export const CODE_GUESSES: RateLimitRule = { max: 10, windowMs: 15 * 60_000 };

/**
 * Runs a quote or an order that carries a discount code, refused with 429 once the address tried
 * too many codes that do not exist; a code that does not exist counts one. A real code refused
 * (expired, used up…) does not: nothing is learned by trying it.
 */
export async function guardCodeGuessing<T>(db: Db, ip: string, code: string | null | undefined, run: () => Promise<T>): Promise<T> {
  if (!code) return run();
  const key = `discount-code:${ip}`;
  await refuseWhileOverLimit(db, key, CODE_GUESSES);
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.code === 'discount_invalid' && (err as AppError<'discount_invalid'>).details.reason === 'unknown') {
      await hitRateLimit(db, key, CODE_GUESSES.windowMs);
    }
    throw err;
  }
}
