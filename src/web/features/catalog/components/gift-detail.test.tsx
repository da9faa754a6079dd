import { describe, expect, it } from 'vitest';
import { settingsQuery } from '@/lib/site-queries';
import { categoriesQuery } from '@/features/catalog/api/get-categories';
import { sampleCategory } from '@/features/catalog/testing/category';
import { sampleGift } from '@/features/catalog/testing/gift';
import { renderHtml } from '@/testing/render-html';
import { GiftDetail } from './gift-detail';
import { GiftNotFound } from './gift-not-found';
import { htmlText } from '@/testing/i18n';

const category = sampleCategory(1, { name: { fr: 'Thé & art de la table', ar: 'الشاي وفن المائدة' } });
const gift = sampleGift({
  categoryId: category.id,
  images: ['/uploads/a-800.webp', '/uploads/b-800.webp', '/uploads/c-800.webp'],
});
const settings = { whatsapp_number: '+212 600-000000', telegram_handle: '@cadeauxmaroc' };
const data: [readonly unknown[], unknown][] = [
  [categoriesQuery.queryKey, [category]],
  [settingsQuery.queryKey, settings],
];

const extras = [
  { id: '0b8e6f0e-5a53-4f55-9a8e-2c1f3d4e5f61', name: { fr: 'Carte de vœux', ar: 'بطاقة تهنئة', en: 'Greeting card' }, price: '20.00', stock: 40 },
  { id: '0b8e6f0e-5a53-4f55-9a8e-2c1f3d4e5f62', name: { fr: 'Emballage cadeau', ar: 'تغليف الهدية', en: 'Gift wrapping' }, price: '35.00', stock: 12 },
];

describe('GiftDetail', () => {
  it('names the extras that may go with a physical gift, and none with a digital one', async () => {
    const withExtras: typeof data = [...data, [['extras', null], extras]];
    const html = await renderHtml(<GiftDetail gift={gift} />, { data: withExtras });
    expect(html).toContain(htmlText('catalog:extras.title'));
    expect(html).toMatch(/Carte de vœux.*20 DH.*Emballage cadeau.*35 DH/s);
    const digital = await renderHtml(<GiftDetail gift={{ ...gift, type: 'digital', stock: null }} />, { data: withExtras });
    expect(digital).not.toContain('Carte de vœux');
  });

  it('leads back through Accueil, Catalogue and the category to the gift, marked as the current page', async () => {
    const html = await renderHtml(<GiftDetail gift={gift} />, { data });
    const crumbs = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
    expect(crumbs).toMatch(
      new RegExp(
        `href="/"[^>]*>${htmlText('catalog:breadcrumb.home')}<.*href="/catalog"[^>]*>${htmlText('catalog:breadcrumb.catalog')}<.*href="/catalog\\?category=[^"]+"[^>]*>Thé &amp; art de la table<.*aria-current="page"[^>]*>Coffret thé à la menthe<`,
        's',
      ),
    );
  });

  it('shows the first image early and a pressed thumbnail button per image', async () => {
    const html = await renderHtml(<GiftDetail gift={gift} />, { data });
    expect(html).toMatch(/<img[^>]*fetchPriority="high"[^>]*src="\/uploads\/a-800.webp"|<img[^>]*src="\/uploads\/a-800.webp"[^>]*fetchPriority="high"/);
    const thumbs = [...html.matchAll(new RegExp(`<button[^>]*aria-pressed="(true|false)"[^>]*aria-label="${htmlText('catalog:gallery.show', { index: '(\\d)', total: 3 })}"`, 'g'))];
    expect(thumbs.map((m) => [m[1], m[2]])).toEqual([['true', '1'], ['false', '2'], ['false', '3']]);
  });

  it('says a physical gift is carried, wrapped with care, in its delivery time', async () => {
    const html = await renderHtml(<GiftDetail gift={gift} />, { data });
    expect(html).toContain(htmlText('catalog:delivery.timeText'));
    expect(html).not.toContain(htmlText('catalog:delivery.digital'));
  });

  it('says a digital gift is sent by SMS, WhatsApp or e-mail on the chosen date, with no delivery fee', async () => {
    const html = await renderHtml(<GiftDetail gift={{ ...gift, type: 'digital', stock: null }} />, { data });
    expect(html).toContain(htmlText('catalog:delivery.digital'));
    expect(html).toContain(htmlText('catalog:delivery.digitalText'));
    expect(html).toContain(htmlText('catalog:delivery.noFee'));
    expect(html).not.toContain(htmlText('catalog:delivery.timeText'));
    expect(html).not.toContain(htmlText('catalog:delivery.time', { count: 24 }));
  });

  it('names the gift type and opens WhatsApp and Telegram in a new tab with a message linking to the gift', async () => {
    const html = await renderHtml(<GiftDetail gift={gift} />, { data });
    expect(html).toContain(htmlText('catalog:type.physical'));
    expect(html).toContain('<h1');
    expect(html).toMatch(/href="https:\/\/wa\.me\/212600000000\?text=[^"]*%2Fgifts%2F0b6a7c1e[^"]*" target="_blank" rel="noopener"/);
    expect(html).toMatch(/href="https:\/\/t\.me\/cadeauxmaroc\?text=[^"]*" target="_blank" rel="noopener"/);
    expect(await renderHtml(<GiftDetail gift={{ ...gift, type: 'digital', stock: null }} />, { data })).toContain(htmlText('catalog:type.digital'));
  });

  it('offers no help buttons when the shop has no number or handle', async () => {
    const html = await renderHtml(<GiftDetail gift={gift} />, { data: [[settingsQuery.queryKey, {}]] });
    expect(html).not.toContain('wa.me');
    expect(html).not.toContain('t.me');
  });

  it('reads in Arabic with the currency word', async () => {
    const html = await renderHtml(<GiftDetail gift={gift} />, { data, locale: 'ar' });
    expect(html).toContain('علبة شاي بالنعناع');
    expect(html).toContain('درهم');
    expect(html).toContain('الشاي وفن المائدة');
  });
});

describe('GiftNotFound', () => {
  it('says the gift does not exist and links back to the catalogue', async () => {
    const html = await renderHtml(<GiftNotFound />);
    expect(html).toContain(htmlText('catalog:notFound.title'));
    expect(html).toContain(htmlText('catalog:notFound.text'));
    expect(html).toContain('href="/catalog"');
  });
});
