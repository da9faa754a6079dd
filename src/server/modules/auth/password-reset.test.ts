import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { outbox, passwordResetTokens } from '../../db/schema/index.js';
import { hashToken } from '../../lib/secrets/tokens.js';
import { AUTH_LIMITS } from './limits.js';
import { INVALID_RESET_LINK } from './password-reset.js';

const { app, database } = await useTestApp();
const db = database.db;

let ip = 0;
const nextIp = () => `10.3.${++ip >> 8}.${ip & 255}`;
const sid = (res: { cookies: { name: string; value: string }[] }) => `sid=${res.cookies.find((c) => c.name === 'sid')?.value}`;

const signUp = async (email: string) =>
  sid(await app.inject({ method: 'POST', url: '/api/register', remoteAddress: nextIp(), payload: { email, password: 'Secret123!', firstName: 'Hind' } }));
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', remoteAddress: nextIp(), payload: { email, password } });
const forgot = (email: string) =>
  app.inject({ method: 'POST', url: '/api/forgot-password', remoteAddress: nextIp(), payload: { email } });
const reset = (token: string, newPassword = 'Nouveau456!') =>
  app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, newPassword } });
const me = (cookie: string) => app.inject({ url: '/api/user', headers: { cookie } });
const check = (token: string, remoteAddress = nextIp()) => app.inject({ url: `/api/reset-password/${token}`, remoteAddress });

/** The token in the newest reset e-mail queued for that address (queued just after the answer), other than `previous`. */
const mailedToken = (email: string, previous?: string) =>
  vi.waitFor(
    async () => {
      const token = await newestToken(email);
      if (token === previous) throw new Error(`no new reset e-mail for ${email} yet`);
      return token;
    },
    { timeout: 5_000 },
  );

async function newestToken(email: string) {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.template, 'password_reset')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const token = mail?.body.match(/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no reset e-mail for ${email}`);
  return token;
}

describe('forgotten password', () => {
  it('answers alike whether or not the e-mail has an account, and only mails an account', async () => {
    await signUp('hind@example.ma');
    const known = await forgot('hind@example.ma');
    const unknown = await forgot('nobody@example.ma');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await db.select().from(outbox).where(eq(outbox.recipient, 'nobody@example.ma'))).toHaveLength(0);
    expect(await mailedToken('hind@example.ma')).toMatch(/^[\w-]{43}$/);
  });

  it('mails a link to the public address, in the user language, and stores only the token hash', async () => {
    const cookie = await signUp('lang@example.ma');
    await app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { firstName: 'Lina', preferredLanguage: 'en' } });
    await forgot('lang@example.ma');
    const token = await mailedToken('lang@example.ma');
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.recipient, 'lang@example.ma'), eq(outbox.template, 'password_reset')));
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.body).toContain(`http://localhost:3000/reset-password?token=${token}`);
    expect(mail?.html).toContain('Hello Lina');
    const rows = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000 + 5_000);
  });
});

describe('resetting the password', () => {
  it('sets the new password and ends every session of the user', async () => {
    const first = await signUp('reset@example.ma');
    const second = sid(await login('reset@example.ma', 'Secret123!'));
    await forgot('reset@example.ma');
    const res = await reset(await mailedToken('reset@example.ma'));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Votre mot de passe a été mis à jour avec succès.');
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await login('reset@example.ma', 'Secret123!')).statusCode).toBe(401);
    expect((await login('reset@example.ma', 'Nouveau456!')).statusCode).toBe(200);
  });

  it('refuses a link used a second time', async () => {
    await signUp('twice@example.ma');
    await forgot('twice@example.ma');
    const token = await mailedToken('twice@example.ma');
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'Autre789!');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID_RESET_LINK);
    expect((await login('twice@example.ma', 'Autre789!')).statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    await signUp('late@example.ma');
    await forgot('late@example.ma');
    const token = await mailedToken('late@example.ma');
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect((await reset(token)).statusCode).toBe(400);
    expect((await login('late@example.ma', 'Secret123!')).statusCode).toBe(200);
  });

  it('ends the older links when a new one is sent', async () => {
    await signUp('again@example.ma');
    await forgot('again@example.ma');
    const older = await mailedToken('again@example.ma');
    await forgot('again@example.ma');
    const newer = await mailedToken('again@example.ma', older);
    expect(newer).not.toBe(older);
    expect((await reset(older)).statusCode).toBe(400);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    expect((await reset('a'.repeat(43))).statusCode).toBe(400);
  });
});

describe('checking a reset link before showing the form', () => {
  it('answers 200 for a link that can still be used, without using it', async () => {
    await signUp('check@example.ma');
    await forgot('check@example.ma');
    const token = await mailedToken('check@example.ma');
    const res = await check(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await check(token)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('answers 400 with the invalid-link message for a used, expired or made-up link', async () => {
    await signUp('checked@example.ma');
    await forgot('checked@example.ma');
    const used = await mailedToken('checked@example.ma');
    await reset(used);
    await forgot('checked@example.ma');
    const expired = await mailedToken('checked@example.ma');
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(expired)));
    for (const token of [used, expired, 'a'.repeat(43), 'short']) {
      const res = await check(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_reset_link', message: INVALID_RESET_LINK, details: {} });
    }
  });

  it('limits the checks from one address, like the other sign-in doors', async () => {
    const { max } = AUTH_LIMITS.resetCheckPerIp;
    const answers = [];
    for (let i = 0; i <= max; i++) answers.push((await check('b'.repeat(43), '10.9.9.9')).statusCode);
    expect(answers.slice(0, max).every((s) => s === 400)).toBe(true);
    expect(answers[max]).toBe(429);
  });
});

describe('changing the password from the profile', () => {
  const change = (cookie: string, currentPassword: string, newPassword = 'Change789!') =>
    app.inject({ method: 'POST', url: '/api/change-password', headers: { cookie }, payload: { currentPassword, newPassword } });

  it('needs the current password, renews this session and ends the others', async () => {
    const here = await signUp('change@example.ma');
    const elsewhere = sid(await login('change@example.ma', 'Secret123!'));
    const wrong = await change(here, 'not-it');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Le mot de passe actuel est incorrect');
    expect((await me(elsewhere)).statusCode).toBe(200);

    const changed = await change(here, 'Secret123!');
    expect(changed.statusCode).toBe(200);
    // This browser goes on under a new token; the old one opens nothing any more.
    const renewed = sid(changed);
    expect(renewed).not.toBe(here);
    expect((await me(renewed)).statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login('change@example.ma', 'Change789!')).statusCode).toBe(200);
  });

  it('requires a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/change-password',
      payload: { currentPassword: 'Secret123!', newPassword: 'Change789!' },
    });
    expect(res.statusCode).toBe(401);
  });
});
