import { describe, expect, it } from 'vitest';
import type { Appearance } from '@contracts/appearance';
import type { PublicSettings } from '@contracts/settings';
import { companyDefaults, companyInfo, telHref, whatsappHref } from './company-info';

const settingsWith = (info: Partial<PublicSettings['company_info']>) =>
  ({ company_info: { name: '', email: '', phone: '', address: '', city: '', description: '', ...info } }) as PublicSettings;

describe('companyInfo', () => {
  it('uses the defaults and the translated description when nothing is set', () => {
    const info = companyInfo(undefined, undefined, 'fr', 'Texte par défaut');
    expect(info).toEqual({ ...companyDefaults, description: 'Texte par défaut', cndp: '' });
  });

  it('shows the company settings, with the description in the active language', () => {
    const settings = settingsWith({
      name: 'Maison Atlas',
      email: 'contact@atlas.ma',
      phone: '+212 6 11 22 33 44',
      city: 'Fès',
      description: { fr: 'Artisanat de Fès', ar: 'صناعة فاسية' },
    });
    const info = companyInfo(settings, undefined, 'ar', 'x');
    expect(info).toMatchObject({ name: 'Maison Atlas', email: 'contact@atlas.ma', phone: '+212 6 11 22 33 44', city: 'Fès', description: 'صناعة فاسية' });
  });

  it('falls back to French when the description lacks the active language', () => {
    const info = companyInfo(settingsWith({ description: { fr: 'Artisanat de Fès' } }), undefined, 'en', 'x');
    expect(info.description).toBe('Artisanat de Fès');
  });

  it('prefers the brand name of the appearance and fills blank settings from its contact fields', () => {
    const appearance = { company_name: 'Cadeaux Atlas', company_email: 'hello@atlas.ma', company_phone: '0522', company_address: '' } as Appearance;
    const info = companyInfo(settingsWith({ name: 'Atlas SARL', email: '  ' }), appearance, 'fr', 'x');
    expect(info.name).toBe('Cadeaux Atlas');
    expect(info.email).toBe('hello@atlas.ma');
    expect(info.phone).toBe('0522');
  });
});

describe('contact links', () => {
  it('keeps only digits and the plus sign in a tel: link', () => {
    expect(telHref('+212 5 22-00 00 00')).toBe('tel:+212522000000');
  });

  it('builds a WhatsApp link from digits only', () => {
    expect(whatsappHref('+212 600 000 000')).toBe('https://wa.me/212600000000');
  });
});
