import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../../test/helper.js';
import { contactMessages, newsletterSubscribers, outbox } from '../../db/schema/index.js';
import { adminAndCustomer } from '../catalog/test-session.js';

const ctx = await useTestApp();
const db = ctx.database.db;
const { admin, customer } = await adminAndCustomer(db);

beforeAll(async () => {
  const minute = 60_000;
  await db.insert(contactMessages).values([
    { name: 'Salma', email: 'salma@exemple.ma', subject: 'Ancien', message: 'Premier message', createdAt: new Date(Date.now() - 2 * minute) },
    { name: 'Omar', email: 'omar@exemple.ma', subject: 'Récent', message: 'Deuxième message', createdAt: new Date(Date.now() - minute) },
  ]);
  await db.insert(newsletterSubscribers).values([
    { email: 'confirme@exemple.ma', locale: 'ar', confirmedAt: new Date(), unsubscribeToken: 'token-confirme-0123456789' },
    { email: '=cmd|calc@exemple.ma', locale: 'fr', confirmedAt: new Date(), unsubscribeToken: 'token-formule-0123456789' },
    { email: 'attente@exemple.ma', locale: 'fr', confirmedAt: null, unsubscribeToken: 'token-attente-0123456789' },
  ]);
});

const get = (url: string, headers: Record<string, string> = admin) => ctx.app.inject({ method: 'GET', url, headers });
const mark = (id: string, handled: unknown, headers: Record<string, string> = admin) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/admin/inbox/messages/${id}`, headers, payload: { handled } });

describe('back office inbox', () => {
  it.each(['/api/admin/inbox/messages', '/api/admin/inbox/subscribers', '/api/admin/inbox/subscribers.csv'])(
    'refuses %s to a visitor (401) and a customer (403)',
    async (url) => {
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, customer)).statusCode).toBe(403);
    },
  );

  it('lists contact messages newest first with the total', async () => {
    const res = await get('/api/admin/inbox/messages');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json().map((m: { subject: string }) => m.subject)).toEqual(['Récent', 'Ancien']);
    expect(res.json()[0]).toMatchObject({ email: 'omar@exemple.ma', handledAt: null });
  });

  it('marks a message handled and waiting again; a customer cannot', async () => {
    const [first] = (await get('/api/admin/inbox/messages')).json();
    expect((await mark(first.id, true, customer)).statusCode).toBe(403);
    const done = await mark(first.id, true);
    expect(done.json().handledAt).toEqual(expect.any(String));
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, first.id));
    expect(row?.handledAt).toBeInstanceOf(Date);
    expect((await mark(first.id, false)).json().handledAt).toBeNull();
    expect((await mark(first.id, 'oui')).statusCode).toBe(400);
    expect((await mark('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
  });

  it('lists subscribers with the confirmed count', async () => {
    const res = await get('/api/admin/inbox/subscribers');
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers['x-confirmed-count']).toBe('2');
    expect(res.json()).toContainEqual(expect.objectContaining({ email: 'attente@exemple.ma', confirmedAt: null }));
    expect(JSON.stringify(res.json())).not.toContain('token-');
  });

  it('exports the confirmed subscribers as formula-safe CSV with a BOM and semicolons', async () => {
    const res = await get('/api/admin/inbox/subscribers.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="abonnes-newsletter-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFF"E-mail";"Langue";"Inscrit le";"Confirmé le"');
    expect(lines).toHaveLength(3);
    expect(res.body).toContain('"confirme@exemple.ma";"ar";');
    expect(res.body).toContain(`"'=cmd|calc@exemple.ma"`);
    expect(res.body).not.toContain('attente@exemple.ma');
  });
});

describe('newsletter unsubscribe link', () => {
  const unsubscribe = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });

  it('is in the sign-up e-mail and takes the address off the list once', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'lina@exemple.ma' } });
    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, 'lina@exemple.ma'));
    const token = mail?.body.match(/newsletter\/unsubscribe\?token=([\w-]+)/)?.[1] ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    const ok = await unsubscribe(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toContain('désinscrit');
    expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'lina@exemple.ma'))).toHaveLength(0);
    const again = await unsubscribe(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('invalide ou a déjà servi');
  });
});
