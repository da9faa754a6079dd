import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { signedInAs } from '../catalog/test-session.js';
import { appearanceDefaults } from './defaults.js';

const ctx = await useTestApp();
let admin: { cookie: string };
let customer: { cookie: string };

beforeAll(async () => {
  admin = (await signedInAs(ctx.database.db, 'admin')).headers;
  customer = (await signedInAs(ctx.database.db, 'customer')).headers;
});

const save = (payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url: '/api/appearance', headers, payload });
const read = async () => (await ctx.app.inject({ method: 'GET', url: '/api/appearance' })).json();

describe('appearance', () => {
  it('answers the defaults to anyone before any change', async () => {
    expect(await read()).toEqual(appearanceDefaults);
  });

  it('refuses changes from visitors (401) and customers (403)', async () => {
    expect((await save({ primaryColor: '#000000' }, {} as { cookie: string })).statusCode).toBe(401);
    expect((await save({ primaryColor: '#000000' }, customer)).statusCode).toBe(403);
    expect((await read()).primaryColor).toBe(appearanceDefaults.primaryColor);
  });

  it('saves only the changed fields and answers the full appearance', async () => {
    const res = await save({ primaryColor: '#AA7744', heroTitle: { fr: 'Bienvenue', ar: 'مرحبا', en: 'Welcome' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...appearanceDefaults, primaryColor: '#AA7744', heroTitle: { fr: 'Bienvenue', ar: 'مرحبا', en: 'Welcome' } });
    await save({ shadowIntensity: 'strong' });
    expect(await read()).toMatchObject({ primaryColor: '#AA7744', shadowIntensity: 'strong' });
  });

  it.each([
    [{ primaryColor: 'gold' }],
    [{ fontFamily: 'Comic Sans' }],
    [{ borderRadius: '3rem' }],
    [{ facebookUrl: 'javascript:alert(1)' }],
    [{ logoUrl: '//evil.example/logo.png' }],
    // Browsers read a backslash as a slash: these are other sites too.
    [{ logoUrl: '/\\evil.example/logo.png' }],
    [{ heroImageUrl: '/\\/evil.example' }],
    [{ instagramUrl: 'https://evil.example\\@instagram.com' }],
  ])('refuses %j', async (payload) => {
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
  });

  it('accepts uploaded images and https links, and empty links', async () => {
    const res = await save({ logoUrl: '/uploads/logo.webp', instagramUrl: 'https://instagram.com/cadeaux', twitterUrl: '' });
    expect(res.json()).toMatchObject({ logoUrl: '/uploads/logo.webp', instagramUrl: 'https://instagram.com/cadeaux' });
  });
});
