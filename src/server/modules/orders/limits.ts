import type { Config } from '../../config.js';
import type { RateLimitCheck, RateLimitRule } from '../../http/rate-limit.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Card payment starts and checks per address: a buyer retries a few times, a script thousands. */
export const PAYMENT_LIMIT: RateLimitRule = { max: 30, windowMs: 15 * MINUTE };
export const VERIFY_LIMIT: RateLimitRule = { max: 60, windowMs: 15 * MINUTE };

/**
 * The order limits of one request: `ORDER_LIMIT_PER_HOUR` per client (the account, else the
 * browser's guest token, the one its first order receives included), and a higher bound per
 * address (`ORDER_LIMIT_PER_ADDRESS_PER_HOUR`) so an office behind one router can still order.
 * A script that drops or invents cookies is a new client each time: the address bound stops it.
 */
export function orderPlacementLimits(ip: string, client: string, config: Config): RateLimitCheck[] {
  return [
    { key: `order:${client}`, rule: { max: config.ORDER_LIMIT_PER_HOUR, windowMs: HOUR } },
    { key: `order:address:${ip}`, rule: { max: config.ORDER_LIMIT_PER_ADDRESS_PER_HOUR, windowMs: HOUR } },
  ];
}
