import type { RateLimitRule } from '../../http/rate-limit.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Sign-in, sign-up and reset attempts allowed per window; the counters live in the database. */
export const AUTH_LIMITS = {
  loginPerIpEmail: { max: 10, windowMs: 15 * MINUTE },
  loginPerIp: { max: 50, windowMs: 15 * MINUTE },
  /** Failed sign-ins on one account from anywhere: past this the account waits, whatever the address. */
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  registerPerIp: { max: 10, windowMs: HOUR },
  forgotPerEmail: { max: 5, windowMs: HOUR },
  forgotPerIp: { max: 20, windowMs: HOUR },
  changePasswordPerUser: { max: 10, windowMs: 15 * MINUTE },
  /** Deleting the account asks for the password: as few tries as a password change. */
  deleteAccountPerUser: { max: 10, windowMs: 15 * MINUTE },
  /** The data export reads every row about the person: a few downloads an hour are plenty. */
  exportPerUser: { max: 10, windowMs: HOUR },
  // Every visit to a reset link asks once; enough for reloads, too few to guess a token.
  resetCheckPerIp: { max: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export type AuthLimits = typeof AUTH_LIMITS;
