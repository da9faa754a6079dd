import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { SiteFooter } from './site-footer';
import { htmlText } from '@/testing/i18n';

describe('the store footer', () => {
  it('links to every storefront section, the legal pages and order tracking', async () => {
    const html = await renderHtml(<SiteFooter />);
    for (const href of ['/', '/catalog', '/occasions', '/about', '/contact', '/privacy', '/terms', '/faq', '/track']) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it('shows the company details from the settings', async () => {
    const settings = {
      company_info: { name: 'Maison Atlas', email: 'contact@atlas.ma', phone: '+212 6 11 22 33 44', address: '', city: 'Fès', description: 'Artisanat de Fès' },
    };
    const html = await renderHtml(<SiteFooter />, { data: [[['settings'], settings]] });
    expect(html).toContain('Artisanat de Fès');
    expect(html).toContain('Fès');
    expect(html).toContain('href="tel:+212611223344"');
    expect(html).toContain('href="mailto:contact@atlas.ma"');
    expect(html).toContain(`© ${new Date().getFullYear()} Maison Atlas. Tous droits réservés.`);
  });

  it('falls back to default company details when none are set', async () => {
    const html = await renderHtml(<SiteFooter />);
    expect(html).toContain(htmlText('common:footer.defaultDescription'));
    expect(html).toContain('href="mailto:bonjour@cadeaux.ma"');
    expect(html).toContain('Casablanca');
  });

  it('links only the social networks the shop has filled in', async () => {
    const appearance = { facebookUrl: '', instagramUrl: 'https://instagram.com/atlas', twitterUrl: '' };
    const html = await renderHtml(<SiteFooter />, { data: [[['appearance'], appearance]] });
    expect(html).toContain('href="https://instagram.com/atlas"');
    expect(html).not.toContain('Facebook');
    const none = await renderHtml(<SiteFooter />);
    expect(none).not.toContain(htmlText('common:footer.follow'));
  });
});
