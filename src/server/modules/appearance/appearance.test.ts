import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { adminAndCustomer } from '../catalog/test-session.js';
import { settingDefaults } from '../../../contracts/settings.js';
import { appearanceDefaults as look } from './defaults.js';

const appearanceDefaults = {
  ...look,
  company_name: settingDefaults.company_name,
  company_email: settingDefaults.company_email,
  company_phone: settingDefaults.company_phone,
  company_address: settingDefaults.company_address,
  whatsapp_number: settingDefaults.whatsapp_number,
};

const ctx = await useTestApp();
const { admin, customer } = await adminAndCustomer(ctx.database.db);

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
    [{ primaryColor: 'gold' }, 'primaryColor'],
    [{ accentColor: '#abc' }, 'accentColor'],
    [{ textColor: '#12345g' }, 'textColor'],
    [{ fontFamily: 'Comic Sans' }, 'fontFamily'],
    // Heading-only fonts are not body fonts.
    [{ fontFamily: 'Merriweather' }, 'fontFamily'],
    [{ headingFont: 'Papyrus' }, 'headingFont'],
    [{ borderRadius: '3rem' }, 'borderRadius'],
    [{ shadowIntensity: 'huge' }, 'shadowIntensity'],
    [{ facebookUrl: 'javascript:alert(1)' }, 'facebookUrl'],
    [{ logoUrl: 'javascript:alert(1)' }, 'logoUrl'],
    [{ heroImageUrl: 'http://example.com/hero.jpg' }, 'heroImageUrl'],
    [{ faviconUrl: '/assets/favicon.png' }, 'faviconUrl'],
    [{ backgroundImageUrl: 'data:image/png;base64,AAAA' }, 'backgroundImageUrl'],
    [{ instagramUrl: 'http://instagram.com/cadeaux' }, 'instagramUrl'],
  ])('refuses %j with a message naming the field', async (payload, field) => {
    const before = await read();
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
    expect(await read()).toEqual(before);
  });

  it.each([
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
    const res = await save({
      logoUrl: '/uploads/logo.webp',
      heroImageUrl: 'https://images.example.com/hero.jpg',
      instagramUrl: 'https://instagram.com/cadeaux',
      twitterUrl: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      logoUrl: '/uploads/logo.webp',
      heroImageUrl: 'https://images.example.com/hero.jpg',
      instagramUrl: 'https://instagram.com/cadeaux',
      twitterUrl: '',
    });
  });

  it('accepts every font, radius and shadow of the lists', async () => {
    for (const fontFamily of ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Poppins', 'Montserrat']) expect((await save({ fontFamily })).statusCode).toBe(200);
    for (const headingFont of ['Playfair Display', 'Merriweather', 'Poppins']) expect((await save({ headingFont })).statusCode).toBe(200);
    for (const borderRadius of ['0', '0.25rem', '0.5rem', '0.75rem', '1rem']) expect((await save({ borderRadius })).statusCode).toBe(200);
    for (const shadowIntensity of ['none', 'light', 'medium', 'strong']) expect((await save({ shadowIntensity })).statusCode).toBe(200);
  });

  it('leaves the fields it was not sent as they were', async () => {
    await save({ tagline: { fr: 'Offrir autrement', ar: 'إهداء مختلف', en: 'Giving differently' }, accentColor: '#123456' });
    await save({ accentColor: '#654321' });
    expect(await read()).toMatchObject({ tagline: { fr: 'Offrir autrement' }, accentColor: '#654321' });
  });

  it('keeps the company details in one home: the settings of the Entreprise tab', async () => {
    await save({ company_phone: '+212 5 22 11 22 33' });
    const settings = (await ctx.app.inject({ url: '/api/settings' })).json();
    expect(settings.company_phone).toBe('+212 5 22 11 22 33');
    await ctx.app.inject({ method: 'PATCH', url: '/api/settings', headers: admin, payload: { company_name: 'Hadaya' } });
    expect((await read()).company_name).toBe('Hadaya');
  });

  it('checks a company field with its setting rule and saves nothing of a refused change', async () => {
    const res = await save({ company_email: 'pas-un-email', primaryColor: '#112233' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.issues).toEqual([{ path: 'company_email', message: 'Adresse email invalide' }]);
    expect((await read()).primaryColor).not.toBe('#112233');
  });
});
