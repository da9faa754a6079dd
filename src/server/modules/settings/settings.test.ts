import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../../test/helper.js';
import { settings } from '../../db/schema/index.js';
import { adminAndCustomer } from '../catalog/test-session.js';
import { SECRET_MASK, publicSettingKeys as publicKeys } from '../../../contracts/settings.js';
import { writeSetting } from './service.js';

const ctx = await useTestApp();
const db = ctx.database.db;
const { admin, customer } = await adminAndCustomer(db);

beforeAll(async () => {
  await writeSetting(db, 'stripe_secret_key', 'sk_test_real_secret');
  await writeSetting(db, 'appearance', { primaryColor: '#000000' });
});

const save = (key: string, value: unknown, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/settings', headers, payload: { key, value } });
const stored = async (key: string) => (await db.select().from(settings).where(eq(settings.key, key)))[0]?.value;

describe('GET /api/settings', () => {
  it('gives a visitor the public keys and company_info only', async () => {
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(Object.keys(body).sort()).toEqual([...publicKeys, 'company_info', 'demo_mode'].sort());
    expect(body.company_info).toMatchObject({ name: 'Cadeaux Maroc', city: 'Casablanca' });
    expect(JSON.stringify(body)).not.toContain('sk_test_real_secret');
  });

  it('tells a visitor where express runs: Casablanca and Rabat unless the shop says otherwise', async () => {
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(body).toMatchObject({ express_casablanca: true, express_rabat: true, express_marrakech: false, express_national: false });
  });

  it('gives a customer the same public view', async () => {
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/settings', headers: customer })).json();
    expect(body).not.toHaveProperty('stripe_secret_key');
    expect(body).not.toHaveProperty('admin_email');
  });

  it('gives the admin every setting with secrets masked when set and empty when not', async () => {
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/settings', headers: admin })).json();
    expect(body).toMatchObject({ stripe_secret_key: SECRET_MASK, openai_api_key: '', mail_port: 587 });
    expect(body.company_info.name).toBe('Cadeaux Maroc');
    expect(body).not.toHaveProperty('appearance');
    expect(JSON.stringify(body)).not.toContain('sk_test_real_secret');
  });
});

describe('POST /api/settings', () => {
  it('refuses visitors (401) and customers (403)', async () => {
    expect((await save('maintenance_mode', true, {} as { cookie: string })).statusCode).toBe(401);
    expect((await save('maintenance_mode', true, customer)).statusCode).toBe(403);
    expect(await stored('maintenance_mode')).toBeUndefined();
  });

  it('switches express on for a zone, and refuses a value that is not yes or no', async () => {
    expect((await save('express_marrakech', true)).json()).toEqual({ key: 'express_marrakech', value: true });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json().express_marrakech).toBe(true);
    expect((await save('express_national', 'oui')).statusCode).toBe(400);
    await save('express_marrakech', false);
  });

  it('stores a valid value and answers it', async () => {
    const res = await save('max_order_items', 20);
    expect(res.json()).toEqual({ key: 'max_order_items', value: 20 });
    expect(await stored('max_order_items')).toBe(20);
    const pub = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(pub.max_order_items).toBe(20);
  });

  it('normalises money to two decimals', async () => {
    expect((await save('delivery_price_rabat', '30')).json().value).toBe('30.00');
    expect((await save('free_delivery_threshold', 450.5)).json().value).toBe('450.50');
  });

  it('refuses an unknown key', async () => {
    const res = await save('is_admin', true);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Paramètre inconnu');
    expect((await save('appearance', {})).statusCode).toBe(400);
  });

  it('has no time zone to set: the shop’s clock is Morocco’s', async () => {
    const res = await save('timezone', 'Europe/Paris');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Paramètre inconnu');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/settings', headers: admin })).json()).not.toHaveProperty('timezone');
  });

  it.each([
    ['max_order_items', 0],
    ['max_order_items', 51],
    ['max_order_items', 2.5],
    ['max_order_items', '10'],
    ['maintenance_mode', 'yes'],
    ['delivery_price_casablanca', 'abc'],
    ['delivery_price_casablanca', '-3'],
    ['delivery_time_rabat', -1],
    ['default_currency', 'JPY'],
    ['default_language', 'de'],
    ['mail_encryption', 'starttls'],
    ['mail_mailer', 'mailgun'],
    ['ai_provider', 'claude'],
    ['admin_email', 'pas-un-email'],
    ['company_email', ''],
    ['company_name', ' '],
    ['delivery_window_start', '25:00'],
    ['delivery_window_end', '9h'],
    ['mail_port', 70000],
    ['mail_port', 0],
    ['mail_from_address', 'bonjour@'],
    ['free_delivery_threshold', '12.345'],
    ['stripe_public_key', 'sk_live_oops'],
    ['company_description', 42],
  ])('refuses %s = %j', async (key, value) => {
    const res = await save(key, value);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${key} : `));
  });

  it('accepts empty optional e-mails and valid times', async () => {
    expect((await save('admin_email', '')).statusCode).toBe(200);
    expect((await save('admin_email', 'admin@cadeaux.ma')).statusCode).toBe(200);
    expect((await save('delivery_window_end', '20:30')).statusCode).toBe(200);
    expect((await save('company_description', { fr: 'Bonjour', ar: 'مرحبا', en: 'Hello' })).statusCode).toBe(200);
  });

  it('keeps a secret unchanged when the mask is saved back', async () => {
    const res = await save('stripe_secret_key', SECRET_MASK);
    expect(res.json()).toEqual({ key: 'stripe_secret_key', value: SECRET_MASK });
    expect(await stored('stripe_secret_key')).toBe('sk_test_real_secret');
  });

  it('stores a new secret but never answers it', async () => {
    const res = await save('openai_api_key', '"sk-new-key"');
    expect(res.json()).toEqual({ key: 'openai_api_key', value: SECRET_MASK });
    expect(await stored('openai_api_key')).toBe('sk-new-key');
  });

  it('clears a secret saved as empty', async () => {
    await save('gemini_api_key', 'g-key');
    expect((await save('gemini_api_key', '')).json().value).toBe('');
    expect(await stored('gemini_api_key')).toBe('');
  });
});

describe('PATCH /api/settings', () => {
  const patch = (payload: object, headers = admin) => ctx.app.inject({ method: 'PATCH', url: '/api/settings', headers, payload });

  it('refuses visitors (401) and customers (403)', async () => {
    expect((await patch({ maintenance_mode: true }, {} as { cookie: string })).statusCode).toBe(401);
    expect((await patch({ maintenance_mode: true }, customer)).statusCode).toBe(403);
  });

  it('saves several keys together and answers them as the admin reads them', async () => {
    const res = await patch({ company_city: 'Tanger', delivery_price_casablanca: '27', sendgrid_api_key: 'SG.key', default_currency: 'GBP' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ company_city: 'Tanger', delivery_price_casablanca: '27.00', sendgrid_api_key: SECRET_MASK, default_currency: 'GBP' });
    expect(await stored('company_city')).toBe('Tanger');
    expect(await stored('sendgrid_api_key')).toBe('SG.key');
    const pub = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(pub).toMatchObject({ delivery_price_casablanca: '27.00', default_currency: 'GBP', company_info: { city: 'Tanger' } });
  });

  it('saves nothing when one value is refused, and names every refused key in its issues', async () => {
    const res = await patch({ company_city: 'Agadir', max_order_items: 99, default_currency: 'JPY', is_admin: true });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_data');
    expect(body.details.issues).toEqual([
      { path: 'max_order_items', message: 'La valeur doit être comprise entre 1 et 50' },
      { path: 'default_currency', message: 'Valeur attendue : MAD, EUR, USD, GBP' },
      { path: 'is_admin', message: 'Paramètre inconnu' },
    ]);
    expect(await stored('company_city')).not.toBe('Agadir');
  });

  it('keeps a secret whose mask is sent back among other changes', async () => {
    const res = await patch({ stripe_secret_key: SECRET_MASK, company_city: 'Fès' });
    expect(res.json()).toEqual({ stripe_secret_key: SECRET_MASK, company_city: 'Fès' });
    expect(await stored('stripe_secret_key')).toBe('sk_test_real_secret');
  });

  it('refuses an empty change', async () => {
    expect((await patch({})).statusCode).toBe(400);
  });
});
