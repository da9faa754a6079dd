import { like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { buildApp } from '../../app.js';
import { rateLimits } from '../../db/schema/index.js';
import * as passwords from '../../lib/secrets/passwords.js';
import { TOO_MANY_ATTEMPTS } from '../../http/rate-limit.js';
import { AUTH_LIMITS } from './limits.js';
import type * as limitsModule from './limits.js';
import type * as passwordsModule from '../../lib/secrets/passwords.js';

// Small limits keep these tests quick; the rules are the same as in production.
vi.mock('./limits.js', async (importOriginal) => {
  const { AUTH_LIMITS: real } = await importOriginal<typeof limitsModule>();
  const small = (rule: { windowMs: number }, max: number) => ({ ...rule, max });
  return {
    AUTH_LIMITS: {
      ...real,
      loginPerIpEmail: small(real.loginPerIpEmail, 4),
      loginPerIp: small(real.loginPerIp, 6),
      registerPerIp: small(real.registerPerIp, 3),
      forgotPerEmail: small(real.forgotPerEmail, 2),
    },
  };
});

vi.mock('../../lib/secrets/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof passwordsModule>();
  return { ...real, burnPasswordCheck: vi.fn(real.burnPasswordCheck) };
});

const { app, database } = await useTestApp();
const db = database.db;

const register = (email: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/register', remoteAddress, payload: { email, password: 'Secret123!', firstName: 'Omar' } });
const login = (target: typeof app, email: string, password: string, remoteAddress = '10.2.0.1') =>
  target.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password } });

await register('omar@example.ma', '10.2.9.9');

describe('sign-in without user enumeration', () => {
  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const wrong = await login(app, 'omar@example.ma', 'not-his-password', '10.2.1.1');
    const unknown = await login(app, 'nobody@example.ma', 'not-his-password', '10.2.1.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe('Email ou mot de passe incorrect');
  });

  it('spends a full password check on an unknown e-mail, so timing tells nothing', async () => {
    const burn = vi.mocked(passwords.burnPasswordCheck);
    burn.mockClear();
    await login(app, 'ghost@example.ma', 'whatever', '10.2.1.2');
    expect(burn).toHaveBeenCalledWith('whatever');
  });
});

describe('rate limits', () => {
  it('refuses attempts past the limit on one e-mail from one address, even with the right password', async () => {
    const ip = '10.2.2.1';
    for (let i = 0; i < AUTH_LIMITS.loginPerIpEmail.max; i++) {
      expect((await login(app, 'omar@example.ma', `wrong-${i}`, ip)).statusCode).toBe(401);
    }
    const blocked = await login(app, 'omar@example.ma', 'Secret123!', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY_ATTEMPTS);
    // Another address is not blocked by this one.
    expect((await login(app, 'omar@example.ma', 'Secret123!', '10.2.2.2')).statusCode).toBe(200);
  });

  it('starts counting again once the window has passed', async () => {
    const ip = '10.2.2.1';
    await db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) }).where(like(rateLimits.key, `login:%${ip}%`));
    expect((await login(app, 'omar@example.ma', 'Secret123!', ip)).statusCode).toBe(200);
  });

  it('limits one address across many e-mails', async () => {
    const ip = '10.2.3.1';
    for (let i = 0; i < AUTH_LIMITS.loginPerIp.max; i++) {
      expect((await login(app, `guess${i}@example.ma`, 'x', ip)).statusCode).toBe(401);
    }
    expect((await login(app, 'omar@example.ma', 'Secret123!', ip)).statusCode).toBe(429);
  });

  it('shares the counter between two copies of the server on one database', async () => {
    const other = await buildApp(app.deps);
    try {
      const ip = '10.2.4.1';
      const half = AUTH_LIMITS.loginPerIpEmail.max / 2;
      for (let i = 0; i < half; i++) expect((await login(app, 'omar@example.ma', 'bad', ip)).statusCode).toBe(401);
      for (let i = 0; i < half; i++) expect((await login(other, 'omar@example.ma', 'bad', ip)).statusCode).toBe(401);
      expect((await login(app, 'omar@example.ma', 'Secret123!', ip)).statusCode).toBe(429);
      expect((await login(other, 'omar@example.ma', 'Secret123!', ip)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('limits sign-ups from one address', async () => {
    const ip = '10.2.5.1';
    for (let i = 0; i < AUTH_LIMITS.registerPerIp.max; i++) {
      expect((await register(`new${i}@example.ma`, ip)).statusCode).toBe(201);
    }
    const blocked = await register('one-more@example.ma', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY_ATTEMPTS);
  });

  it('limits reset e-mails for one address', async () => {
    const forgot = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/forgot-password', remoteAddress, payload: { email: 'omar@example.ma' } });
    // Spread over several client addresses: the per-e-mail limit still holds.
    for (let i = 0; i < AUTH_LIMITS.forgotPerEmail.max; i++) expect((await forgot(`10.2.6.${i}`)).statusCode).toBe(200);
    const blocked = await forgot('10.2.6.200');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY_ATTEMPTS);
  });
});
