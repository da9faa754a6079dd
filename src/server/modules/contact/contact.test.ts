import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { contactMessages } from '../../db/schema/index.js';

const ctx = await useTestApp();
const send = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/contact', payload });
const valid = { name: ' Salma Benali ', email: 'Salma@Exemple.ma', subject: 'Livraison', message: 'Livrez-vous à Ifrane ?' };

describe('POST /api/contact', () => {
  it('stores the message and confirms in French', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/^Message envoyé/);
    const rows = await ctx.database.db.select().from(contactMessages);
    expect(rows).toMatchObject([{ name: 'Salma Benali', email: 'salma@exemple.ma', subject: 'Livraison', handledAt: null }]);
  });

  it.each([
    ['name', { ...valid, name: '  ' }, 'Le nom est requis'],
    ['email', { ...valid, email: '' }, 'L’adresse email est requise'],
    ['email', { ...valid, email: 'salma@' }, 'Adresse email invalide'],
    ['subject', { ...valid, subject: undefined }, 'Le sujet est requis'],
    ['message', { ...valid, message: '' }, 'Le message est requis'],
    ['message', { ...valid, message: 'x'.repeat(5001) }, 'Le message ne doit pas dépasser 5000 caractères'],
    ['name', { ...valid, name: 'x'.repeat(121) }, 'Le nom ne doit pas dépasser 120 caractères'],
  ])('refuses a bad %s with a French message', async (path, payload, message) => {
    const before = (await ctx.database.db.select().from(contactMessages)).length;
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_data', message, details: { issues: [{ path, message }] } });
    expect(await ctx.database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('refuses a sixth message within the hour from the same address, and stores none of it', async () => {
    const from = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: '203.0.113.7' });
    for (let i = 0; i < 5; i++) expect((await from({ ...valid, subject: `Question ${i}` })).statusCode).toBe(201);
    const res = await from({ ...valid, subject: 'De trop' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Trop de tentatives. Réessayez dans quelques minutes.');
    const rows = await ctx.database.db.select().from(contactMessages);
    expect(rows.some((r) => r.subject === 'De trop')).toBe(false);
  });
});
