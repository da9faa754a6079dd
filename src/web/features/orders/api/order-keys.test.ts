import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { retryOrderQuery } from './order-keys';

describe('order query retries', () => {
  it('retries a failing order read up to 3 times', () => {
    const err = new ApiError(503, 'Service Unavailable', null, null);
    expect([0, 1, 2, 3].map((n) => retryOrderQuery(n, err))).toEqual([true, true, true, false]);
    expect(retryOrderQuery(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('never retries when the answer is about access or absence', () => {
    for (const status of [401, 403, 404]) expect(retryOrderQuery(0, new ApiError(status, '', null, null))).toBe(false);
  });
});
