import { describe, expect, it } from 'vitest';
import { detailFailure } from './detail-failure';

describe('an order that did not load', () => {
  it('asks a signed-out visitor to sign in, whatever the server hid it behind', () => {
    expect(detailFailure(404, false)).toBe('login');
    expect(detailFailure(403, false)).toBe('login');
    expect(detailFailure(401, false)).toBe('login');
  });

  it('tells a signed-in customer the order is not found or not theirs', () => {
    expect(detailFailure(404, true)).toBe('missing');
    expect(detailFailure(400, true)).toBe('missing');
  });

  it('waits for the session before deciding, and offers a retry for other failures', () => {
    expect(detailFailure(404, null)).toBeNull();
    expect(detailFailure(500, true)).toBe('error');
    expect(detailFailure(null, false)).toBe('error');
  });
});
