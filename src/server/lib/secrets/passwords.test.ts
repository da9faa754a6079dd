import { hash, parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('uses argon2id with at least 19 MiB and 2 passes, and a salt per hash', async () => {
    const a = await hashPassword('Secret123!');
    const b = await hashPassword('Secret123!');
    expect(a).toMatch(/^\$argon2id\$/);
    const o = parseOptions(a);
    expect(o.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(o.timeCost).toBeGreaterThanOrEqual(2);
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
  });

  it('verifies the right password only, and treats a malformed hash as a mismatch', async () => {
    const stored = await hashPassword('Secret123!');
    expect(await verifyPassword(stored, 'Secret123!')).toBe(true);
    expect(await verifyPassword(stored, 'secret123!')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Secret123!')).toBe(false);
  });

  it('asks to rehash a hash made with other costs', async () => {
    expect(needsRehash(await hash('Secret123!', { memoryCost: 19_456, timeCost: 2 }))).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });
});
