import { describe, expect, it } from 'vitest';
import { settingDefaults } from '@contracts/settings';
import { renderHtml } from '@/testing/render-html';
import { SiteHeader } from './site-header';
import { htmlText } from '@/testing/i18n';

const slots = { account: <a href="/auth">Se connecter</a>, cart: <button type="button">Panier</button> };

describe('the store header', () => {
  it('links to the main sections and marks the current one', async () => {
    const html = await renderHtml(<SiteHeader {...slots} />, { path: '/occasions' });
    for (const href of ['/catalog', '/occasions', '/about']) expect(html).toContain(`href="${href}"`);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/occasions"|<a[^>]*href="\/occasions"[^>]*aria-current="page"/);
    expect(html).not.toMatch(/href="\/about"[^>]*aria-current/);
  });

  it('shows the shop name linking home, the account and cart slots, and a closed phone menu button', async () => {
    const html = await renderHtml(<SiteHeader {...slots} />);
    expect(html).toContain('Cadeaux Maroc');
    expect(html).toContain(`aria-label="${htmlText('common:nav.brandHome', { name: 'Cadeaux Maroc' })}"`);
    expect(html).toContain('href="/auth"');
    expect(html).toContain('<button type="button">Panier</button>');
    expect(html).toMatch(new RegExp(`aria-expanded="false"[^>]*aria-label="${htmlText('common:nav.openMenu')}"`));
  });

  it('offers the three languages, with the current one selected', async () => {
    const html = await renderHtml(<SiteHeader {...slots} />, { locale: 'ar' });
    expect(html).toMatch(/<option value="ar" lang="ar" selected="">العربية<\/option>/);
    expect(html).toContain('<option value="fr" lang="fr">FR</option>');
    expect(html).toContain('<option value="en" lang="en">EN</option>');
  });

  it('announces free delivery from the shop threshold in the top band', async () => {
    const html = await renderHtml(<SiteHeader {...slots} />, { data: [[['settings'], { free_delivery_threshold: '500.00' }]] });
    expect(html).toContain(htmlText('common:topBar.freeDelivery', { amount: '500 DH' }));
  });

  it('promises the delivery times the shop set for its zones', async () => {
    const settings = { ...settingDefaults, delivery_time_casablanca: 1, delivery_time_national: 4, delivery_marrakech: false };
    expect(await renderHtml(<SiteHeader {...slots} />, { data: [[['settings'], settings]] })).toContain(htmlText('common:topBar.fastDelivery', { time: '1 à 4\u00a0jours' }));
    const same = { ...settingDefaults, delivery_time_rabat: 2, delivery_time_casablanca: 2, delivery_time_national: 2, delivery_time_marrakech: 2 };
    expect(await renderHtml(<SiteHeader {...slots} />, { data: [[['settings'], same]], locale: 'ar' })).toContain(htmlText('common:topBar.fastDelivery', { time: 'يومين' }));
  });
});
