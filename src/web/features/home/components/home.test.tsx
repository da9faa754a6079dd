import { describe, expect, it } from 'vitest';
import type { Appearance } from '@contracts/appearance';
import { appearanceQuery, settingsQuery } from '@/lib/site-queries';
import { renderHtml } from '@/testing/render-html';
import { CallToAction } from './call-to-action';
import { ContactBlock } from './contact-block';
import { Newsletter } from './newsletter';
import { Hero } from './hero';
import { Stats } from './stats';
import { Testimonials } from './testimonials';
import { htmlText } from '@/testing/i18n';

const appearance = (over: Partial<Appearance> = {}) =>
  ({
    heroTitle: { fr: 'Titre de la boutique', ar: 'عنوان المتجر' },
    heroSubtitle: { fr: '' },
    tagline: { fr: 'Devise' },
    heroImageUrl: null,
    logoUrl: null,
    company_name: 'Maison Test',
    company_email: '',
    company_phone: '',
    company_address: '',
    ...over,
  }) as Appearance;
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('Hero', () => {
  it('shows the shop title in the visitor language, falling back to French then to the default texts', async () => {
    const fr = await renderHtml(<Hero />, { data: [[appearanceQuery.queryKey, appearance()]] });
    expect(fr).toContain('Titre de la boutique');
    expect(fr).toContain('Devise');
    expect(fr).toContain(htmlText('home:hero.subtitle'));
    const ar = await renderHtml(<Hero />, { locale: 'ar', data: [[appearanceQuery.queryKey, appearance()]] });
    expect(ar).toContain('عنوان المتجر');
    const en = await renderHtml(<Hero />, { locale: 'en', data: [[appearanceQuery.queryKey, appearance()]] });
    expect(en).toContain('Titre de la boutique');
  });

  it('leads to the catalogue and the gift quiz', async () => {
    const html = await renderHtml(<Hero />, { data: [[appearanceQuery.queryKey, appearance()]] });
    expect(hrefs(html)).toEqual(['/catalog', '/gift-quiz']);
  });

  it('uses the shop hero image and logo when set, a drawn zellige pattern otherwise', async () => {
    const plain = await renderHtml(<Hero />, { data: [[appearanceQuery.queryKey, appearance()]] });
    expect(plain).toContain('<pattern');
    expect(plain).not.toContain('<img');
    const custom = await renderHtml(<Hero />, {
      data: [[appearanceQuery.queryKey, appearance({ heroImageUrl: '/uploads/hero.webp', logoUrl: '/uploads/logo.webp' })]],
    });
    expect(custom).toContain('src="/uploads/hero.webp"');
    expect(custom).toMatch(/<img[^>]*src="\/uploads\/logo.webp"|<img[^>]*alt="Maison Test"[^>]*src="\/uploads\/logo.webp"/);
  });
});

describe('Stats and testimonials', () => {
  it('show the shop figures', async () => {
    const html = await renderHtml(<Stats />);
    for (const figure of ['clients', 'delivered', 'rating'] as const) {
      expect(html).toContain(htmlText(`home:stats.${figure}`));
      expect(html).toContain(htmlText(`home:stats.${figure}Value`));
    }
  });

  it('quote three customers with their names and cities, in each language', async () => {
    const fr = await renderHtml(<Testimonials />);
    expect(fr.match(/<figure/g)).toHaveLength(3);
    const quoted = () =>
      (['salma', 'youssef', 'nadia'] as const).flatMap((who) => [htmlText(`home:testimonials.${who}.name`), htmlText(`home:testimonials.${who}.city`)]);
    for (const words of quoted()) expect(fr).toContain(words);
    const ar = await renderHtml(<Testimonials />, { locale: 'ar' });
    expect(ar.match(/<figure/g)).toHaveLength(3);
    for (const words of quoted()) expect(ar).toContain(words);
  });
});

describe('ContactBlock', () => {
  it('shows only the contact details that are set', async () => {
    const html = await renderHtml(<ContactBlock />, {
      data: [
        [appearanceQuery.queryKey, appearance({ company_email: 'bonjour@maison.ma' })],
        [settingsQuery.queryKey, {}],
      ],
    });
    expect(html).toContain('href="mailto:bonjour@maison.ma"');
    expect(html).not.toContain('tel:');
    expect(html).not.toContain(htmlText('home:contact.address'));
  });

  it('falls back to the company details of the settings', async () => {
    const html = await renderHtml(<ContactBlock />, {
      data: [
        [appearanceQuery.queryKey, appearance()],
        [settingsQuery.queryKey, { company_phone: '+212 5 22 00 00 00', company_address: '12 rue des Orfèvres' }],
      ],
    });
    expect(html).toContain('href="tel:+212522000000"');
    expect(html).toContain('12 rue des Orfèvres');
  });

  it('writes the phone in the shop\'s one readable form, left to right in Arabic too', async () => {
    const html = await renderHtml(<ContactBlock />, {
      locale: 'ar',
      data: [[appearanceQuery.queryKey, appearance({ company_phone: '0677889900' })]],
    });
    expect(html).toMatch(/<a href="tel:0677889900" dir="ltr"[^>]*>\+212 6 77 88 99 00<\/a>/);
  });

  it('is left out when no contact detail is set', async () => {
    const html = await renderHtml(<ContactBlock />, { data: [[appearanceQuery.queryKey, appearance()], [settingsQuery.queryKey, {}]] });
    expect(html).toBe('');
  });
});

describe('Newsletter', () => {
  it('keeps the e-mail field left to right in Arabic', async () => {
    const html = await renderHtml(<Newsletter />, { locale: 'ar' });
    expect(html).toMatch(/<input[^>]*type="email"[^>]*dir="ltr"/);
  });
});

describe('CallToAction', () => {
  it('leads to the catalogue and the contact page', async () => {
    expect(hrefs(await renderHtml(<CallToAction />))).toEqual(['/catalog', '/contact']);
  });
});
