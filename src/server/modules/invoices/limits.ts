import type { RateLimitRule } from '../../http/rate-limit.js';

/**
 * Invoice and credit note downloads per client (the account, else the guest browser, else the
 * address): a buyer or an accountant downloads a few, a script hundreds, each a first drawing.
 */
export const DOWNLOAD_LIMIT: RateLimitRule = { max: 60, windowMs: 10 * 60_000 };
