import { describe, expect, it } from 'vitest';
import { refusalFor } from './outbound.js';

const strict = { allowPrivate: false };
const relaxed = { allowPrivate: true };

describe('outbound addresses', () => {
  it.each(['169.254.169.254', '169.254.0.1', 'fd00:ec2::254', '::ffff:169.254.169.254', 'fe80::1', '0.0.0.0', '100.100.100.200'])(
    'always refuses %s',
    (address) => {
      expect(refusalFor(address, relaxed)).toMatch(/adresse réservée/);
      expect(refusalFor(address, strict)).toMatch(/adresse réservée/);
    },
  );

  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.9', '192.168.1.10', '::1', 'fd12::1', '::ffff:127.0.0.1'])(
    'refuses %s unless private addresses are allowed',
    (address) => {
      expect(refusalFor(address, strict)).toMatch(/adresse locale ou privée/);
      expect(refusalFor(address, relaxed)).toBeNull();
    },
  );

  it('lets public addresses through', () => {
    expect(refusalFor('203.0.113.10', strict)).toBeNull();
    expect(refusalFor('2001:db8::1', strict)).toBeNull();
  });
});
