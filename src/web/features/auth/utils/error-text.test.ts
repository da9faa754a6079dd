import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { apiErrorText } from './error-text';

const tooMany = new ApiError(429, '{"code":"rate_limited","message":"Trop de tentatives"}', 'rate_limited', 'Trop de tentatives');
const bare = new ApiError(500, 'Internal Server Error', null, null);

describe('apiErrorText', () => {
  it("shows the server's French message in French", () => {
    expect(apiErrorText(tooMany, 'fr', 'fallback')).toBe('Trop de tentatives');
  });

  it('shows the translated text for a known status in other languages', () => {
    expect(apiErrorText(tooMany, 'en', 'fallback', { 429: 'Too many attempts' })).toBe('Too many attempts');
  });

  it('falls back when the server gave no message or the status is unknown', () => {
    expect(apiErrorText(bare, 'fr', 'fallback')).toBe('fallback');
    expect(apiErrorText(tooMany, 'ar', 'fallback')).toBe('fallback');
    expect(apiErrorText(new Error('offline'), 'fr', 'fallback')).toBe('fallback');
  });
});
