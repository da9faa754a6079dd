import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { and, eq } from 'drizzle-orm';
import { newsletterSubscribers, outbox } from '../../db/schema/index.js';

const ctx = await useTestApp();

let ip = 0;
const subscribe = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/newsletter', remoteAddress: `10.7.0.${++ip}`, payload: payload as object });
const confirm = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
const mails = (email: string) => ctx.database.db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.template, 'newsletter_confirm')));
const linkToken = (body: string) => body.match(/newsletter\/confirm\?token=([\w-]+)/)?.[1] ?? '';

describe('POST /api/newsletter', () => {
  it('stores the subscriber unconfirmed and mails a confirmation link in their language', async () => {
    const res = await subscribe({ email: 'salma@exemple.ma', locale: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('confirmer votre inscription');
    const rows = await ctx.database.db.select().from(newsletterSubscribers);
    expect(rows).toMatchObject([{ email: 'salma@exemple.ma', locale: 'ar', confirmedAt: null }]);
    const [mail] = await mails('salma@exemple.ma');
    expect(mail?.subject).toContain('أكدوا اشتراككم');
    expect(linkToken(mail!.body)).toMatch(/^[\w-]{43}$/);
  });

  it('confirms the subscription once through the mailed link', async () => {
    await subscribe({ email: 'omar@exemple.ma' });
    const [mail] = await mails('omar@exemple.ma');
    const token = linkToken(mail!.body);
    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'omar@exemple.ma'));
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Ce lien de confirmation est invalide ou a déjà servi.');
  });

  it('mails nothing more to an address already confirmed', async () => {
    await subscribe({ email: 'omar@exemple.ma' });
    expect(await mails('omar@exemple.ma')).toHaveLength(1);
  });

  it('limits sign-ups for one inbox, so nobody is mail-bombed', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await subscribe({ email: 'cible@exemple.ma' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('answers the same success to a second sign-up in any case, without a duplicate', async () => {
    const first = await subscribe({ email: 'Karim@Exemple.ma' });
    const again = await subscribe({ email: '  KARIM@exemple.MA ', locale: 'en' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await ctx.database.db.select().from(newsletterSubscribers);
    expect(rows.filter((r) => r.email === 'karim@exemple.ma')).toHaveLength(1);
  });

  it.each([[{ email: 'pas-un-email' }], [{ email: '' }], [{}], [{ email: 42 }], [{ email: `${'a'.repeat(260)}@exemple.ma` }]])(
    'refuses %j with "Adresse email invalide"',
    async (payload) => {
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Adresse email invalide');
    },
  );

  it('falls back to French for an unknown language', async () => {
    await subscribe({ email: 'nadia@exemple.ma', locale: 'de' });
    const rows = await ctx.database.db.select().from(newsletterSubscribers);
    expect(rows.find((r) => r.email === 'nadia@exemple.ma')?.locale).toBe('fr');
  });
});

describe('revoking consent from the e-mails (law 09-08)', () => {
  it('gives every newsletter e-mail, text and HTML, the one-click unsubscribe link, which takes the address off the list', async () => {
    await subscribe({ email: 'revoke@exemple.ma', locale: 'en' });
    const sent = await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, 'revoke@exemple.ma'));
    const newsletterMails = sent.filter((m) => m.template.startsWith('newsletter'));
    expect(newsletterMails.length).toBeGreaterThan(0);
    for (const mail of newsletterMails) {
      expect(mail.body).toMatch(/\/newsletter\/unsubscribe\?token=[\w-]{43}/);
      expect(mail.html).toMatch(/\/newsletter\/unsubscribe\?token=[\w-]{43}/);
    }
    const token = newsletterMails[0]?.body.match(/newsletter\/unsubscribe\?token=([\w-]+)/)?.[1] ?? '';
    const res = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'revoke@exemple.ma'))).toEqual([]);
  });
});
