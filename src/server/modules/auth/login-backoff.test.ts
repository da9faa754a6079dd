import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';

// Behind one reverse proxy on the same machine: the proxy appends the address it saw.
const { app } = await useTestApp({ env: { TRUST_PROXY: '1' } });

const register = (email: string) =>
  app.inject({ method: 'POST', url: '/api/register', remoteAddress: '10.8.0.1', payload: { email, password: 'Secret123!', firstName: 'Omar' } });
/** A login through the proxy whose client wrote its own X-Forwarded-For entry. */
const login = (email: string, password: string, forged: string, seenByProxy = forged) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': `${forged}, ${seenByProxy}` },
    payload: { email, password },
  });

await register('cible@exemple.ma');

describe('per-account back-off', () => {
  it('stops the 11th failure on one account even when every try comes from a new address', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 11; i++) codes.push((await login('cible@exemple.ma', 'devine', `203.0.113.${i}`)).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429);
  });

  it('makes that account wait, even with the right password', async () => {
    const res = await login('cible@exemple.ma', 'Secret123!', '198.51.100.7');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('leaves other accounts alone', async () => {
    await register('autre@exemple.ma');
    expect((await login('autre@exemple.ma', 'Secret123!', '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('client addresses behind the proxy', () => {
  it('take the address the proxy saw, not the one the client wrote', async () => {
    // Eleven tries on eleven accounts, each with a new forged address, all seen from one client.
    const codes: number[] = [];
    for (let i = 0; i < 55; i++) codes.push((await login(`x${i}@exemple.ma`, 'devine', `192.0.2.${i}`, '198.51.100.99')).statusCode);
    expect(codes.slice(0, 50).every((c) => c === 401)).toBe(true);
    expect(codes.slice(50).every((c) => c === 429)).toBe(true);
  });
});
