import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { resetLinkState } from './reset-link-state';

const refused = (status: number) => new ApiError(status, '{}', null, null);

describe('the reset link state', () => {
  it('is invalid without a token, or when the server refuses the link', () => {
    expect(resetLinkState('', { isPending: false, error: null })).toBe('invalid');
    expect(resetLinkState('tok', { isPending: false, error: refused(400) })).toBe('invalid');
    expect(resetLinkState('tok', { isPending: false, error: refused(404) })).toBe('invalid');
  });

  it('waits for the check, then shows the form for a usable link', () => {
    expect(resetLinkState('tok', { isPending: true, error: null })).toBe('checking');
    expect(resetLinkState('tok', { isPending: false, error: null })).toBe('valid');
  });

  it('still shows the form when the check itself could not be made', () => {
    expect(resetLinkState('tok', { isPending: false, error: refused(429) })).toBe('valid');
    expect(resetLinkState('tok', { isPending: false, error: new TypeError('Failed to fetch') })).toBe('valid');
  });
});
