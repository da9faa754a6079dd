import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it('trusts nobody by default', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
  });

  it('reads a hop count, trusting only peers on private networks', () => {
    const trust = parseTrustProxy('1');
    if (typeof trust !== 'function') throw new Error('expected a hop rule');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('10.1.2.3', 0)).toBe(true);
    expect(trust('::ffff:192.168.1.4', 0)).toBe(true);
    expect(trust('10.1.2.3', 1)).toBe(false);
    // A client on the internet that reaches the server directly is never taken for a proxy.
    expect(trust('203.0.113.5', 0)).toBe(false);
  });

  it('reads `true` as one hop, never as "trust every header"', () => {
    const trust = parseTrustProxy('true');
    expect(typeof trust).toBe('function');
    if (typeof trust === 'function') expect(trust('127.0.0.1', 1)).toBe(false);
  });

  it('reads proxy addresses and CIDR ranges', () => {
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
  });

  it.each(['10.0.0.0/33', 'proxy.local', '10.0.0.1/8/2'])('refuses %s with a clear message', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });
});
