import type { ErrorCode, ErrorDetails } from '@contracts/errors';
import { ApiError } from './api';

/** The typed details of a failed call answered with one of these codes (src/contracts/errors.ts), else null. */
export function errorDetails<C extends ErrorCode>(err: unknown, ...codes: C[]): ErrorDetails<C> | null {
  if (!(err instanceof ApiError) || !(codes as string[]).includes(err.code ?? '')) return null;
  return err.details as ErrorDetails<C>;
}
