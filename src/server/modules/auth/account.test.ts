import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { outbox, sessions, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/secrets/tokens.js';
import { writeSetting } from '../settings/index.js';

const { app, database } = await useTestApp();
const db = database.db;
// The same server behind an HTTPS reverse proxy.
const proxied = await useTestApp({ env: { TRUST_PROXY: 'true', PUBLIC_URL: 'https://cadeaux.ma' } });

let ip = 0;
/** Every sign-up from its own address, so the sign-up limit stays out of the way. */
const nextIp = () => `10.1.${++ip >> 8}.${ip & 255}`;
const sid = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'sid')?.value;

async function signUp(email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: nextIp(),
    headers,
    payload: { email, password: 'Secret123!', firstName: 'Nadia', lastName: 'Alaoui', ...extra },
  });
  return { res, cookie: `sid=${sid(res)}` };
}
const me = (cookie: string) => app.inject({ url: '/api/user', headers: { cookie } });

describe('sign-up', () => {
  it('creates a customer, answers the user without any hash and signs them in', async () => {
    const { res, cookie } = await signUp('nadia@example.ma');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ email: 'nadia@example.ma', firstName: 'Nadia', lastName: 'Alaoui', role: 'customer' });
    expect(JSON.stringify(body)).not.toMatch(/hash|argon|password/i);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const current = await me(cookie);
    expect(current.statusCode).toBe(200);
    expect(current.json().id).toBe(body.id);
  });

  it('ignores a role or any other field sent with the four sign-up fields', async () => {
    const { res } = await signUp('mallory@example.ma', { role: 'admin', phone: '0600000000', id: crypto.randomUUID() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'customer', phone: null });
    const [row] = await db.select().from(users).where(eq(users.email, 'mallory@example.ma'));
    expect(row?.role).toBe('customer');
    expect(row?.id).toBe(res.json().id);
  });

  it('stores the e-mail trimmed and lower-cased', async () => {
    const { res } = await signUp('  Karim.Idrissi@Example.MA ');
    expect(res.json().email).toBe('karim.idrissi@example.ma');
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'KARIM.IDRISSI@example.ma', password: 'Secret123!' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a second account with the same e-mail', async () => {
    await signUp('twice@example.ma');
    const { res } = await signUp('Twice@Example.ma');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Un compte existe déjà avec cet email');
  });

  it('refuses sign-up while registrations are closed', async () => {
    await writeSetting(db, 'user_registration', false);
    try {
      const { res } = await signUp('closed@example.ma');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Les inscriptions sont fermées');
    } finally {
      await writeSetting(db, 'user_registration', true);
    }
  });

  it('queues a welcome e-mail in the language the browser asks for', async () => {
    const { res } = await signUp('salma@example.ma', {}, { 'accept-language': 'ar-MA,ar;q=0.9,fr;q=0.8' });
    expect(res.json().preferredLanguage).toBe('ar');
    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, 'salma@example.ma'));
    expect(mail).toMatchObject({ channel: 'email', template: 'account_created', status: 'pending' });
    expect(mail?.subject).toContain('مرحباً');
    expect(mail?.body).toContain('http://localhost:3000/catalog');
  });
});

describe('e-mails in the customer’s language', () => {
  it('welcomes an English customer in English, and sends their password reset in English', async () => {
    const { res } = await signUp('jane.doe@example.com', { firstName: 'Jane' }, { 'accept-language': 'en' });
    expect(res.json().preferredLanguage).toBe('en');
    const [welcome] = await db.select().from(outbox).where(eq(outbox.recipient, 'jane.doe@example.com'));
    expect(welcome).toMatchObject({ template: 'account_created', subject: 'Welcome to Cadeaux Maroc' });
    expect(welcome?.body).toContain('Hello Jane,');
    expect(welcome?.body).toContain('Your account has been created.');
    expect(welcome?.html).toContain('lang="en"');

    // The reset is asked from a French page: the account's language still wins.
    await app.inject({ method: 'POST', url: '/api/forgot-password', remoteAddress: nextIp(), headers: { 'accept-language': 'fr' }, payload: { email: 'jane.doe@example.com' } });
    await vi.waitFor(async () => {
      const [reset] = await db.select().from(outbox).where(and(eq(outbox.recipient, 'jane.doe@example.com'), eq(outbox.template, 'password_reset')));
      expect(reset?.body).toContain('Hello Jane,');
    });
  });
});

describe('sessions', () => {
  it('answers 401 to /api/user without a session', async () => {
    expect((await app.inject('/api/user')).statusCode).toBe(401);
    expect((await me('sid=not-a-real-token')).statusCode).toBe(401);
  });

  it('starts a new session at every sign-in and records the last login', async () => {
    await signUp('twologins@example.ma');
    const login = () =>
      app.inject({ method: 'POST', url: '/api/login', payload: { email: 'twologins@example.ma', password: 'Secret123!' } });
    const [a, b] = [await login(), await login()];
    expect(sid(a)).toBeTruthy();
    expect(sid(a)).not.toBe(sid(b));
    expect((await me(`sid=${sid(a)}`)).statusCode).toBe(200);
    const user = (await me(`sid=${sid(b)}`)).json();
    expect(Date.now() - Date.parse(user.lastLoginAt)).toBeLessThan(60_000);
  });

  it('stores only the hash of the session token', async () => {
    const { res } = await signUp('hashed@example.ma');
    const token = sid(res) ?? '';
    const rows = await db.select().from(sessions).where(eq(sessions.userId, res.json().id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(token)]);
  });

  it('ends the session on the server at logout', async () => {
    const { cookie } = await signUp('bye@example.ma');
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    // Replaying the old cookie is useless once logged out.
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('slides the expiry of a session in use and refuses an expired one', async () => {
    const { res, cookie } = await signUp('slide@example.ma');
    const tokenHash = hashToken(sid(res) ?? '');
    await db.update(sessions).set({ expiresAt: new Date(Date.now() + 86_400_000) }).where(eq(sessions.tokenHash, tokenHash));
    const renewed = await me(cookie);
    expect(String(renewed.headers['set-cookie'])).toMatch(/^sid=/);
    const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);

    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, tokenHash));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: 'secure@example.ma', password: 'Secret123!', firstName: 'Sara' },
    });
    expect(res.statusCode).toBe(201);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    const plain = await signUp('plain@example.ma');
    expect(String(plain.res.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('redirects GET /api/login to the sign-in page', async () => {
    const res = await app.inject('/api/login');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth');
  });
});

describe('profile', () => {
  it('updates the profile, keeps the language and never changes the e-mail or role', async () => {
    const { cookie } = await signUp('profile@example.ma');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: {
        firstName: 'Yasmine',
        lastName: 'Tazi',
        phone: '0661234567',
        city: 'Rabat',
        dateOfBirth: '1990-04-12',
        preferredLanguage: 'en',
        newsletterOptIn: true,
        email: 'stolen@example.ma',
        role: 'admin',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'profile@example.ma',
      role: 'customer',
      firstName: 'Yasmine',
      city: 'Rabat',
      dateOfBirth: '1990-04-12',
      preferredLanguage: 'en',
      newsletterOptIn: true,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/hash/i);
    // The phone is stored in E.164, however it was typed.
    expect((await me(cookie)).json()).toMatchObject({ email: 'profile@example.ma', preferredLanguage: 'en', phone: '+212661234567' });
  });

  it('refuses a phone that is not a valid number, and clears it when emptied', async () => {
    const { cookie } = await signUp('profile-phone@example.ma');
    const bad = await app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { firstName: 'Yasmine', phone: '08 12 34 56 78' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_data', message: expect.stringMatching(/^phone: Numéro de téléphone invalide/) });
    const abroad = await app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { firstName: 'Yasmine', phone: '+33 6 12 34 56 78' } });
    expect(abroad.json().phone).toBe('+33612345678');
    const cleared = await app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { firstName: 'Yasmine', phone: '' } });
    expect(cleared.json().phone).toBeNull();
  });

  it('requires a first name and a session', async () => {
    const { cookie } = await signUp('noname@example.ma');
    const blank = await app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { firstName: ' ' } });
    expect(blank.statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'PUT', url: '/api/profile', payload: { firstName: 'X' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated write from a foreign origin', async () => {
    const { cookie } = await signUp('csrf@example.ma');
    const put = (origin: string) =>
      app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie, origin }, payload: { firstName: 'Changed' } });
    expect((await put('https://evil.example')).statusCode).toBe(403);
    const logout = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, origin: 'https://evil.example' } });
    expect(logout.statusCode).toBe(403);
    expect((await me(cookie)).json().firstName).toBe('Nadia');
    expect((await put('http://localhost:3000')).statusCode).toBe(200);
  });
});
