import { describe, expect, it } from 'vitest';
import { sampleGift } from '@/features/catalog/testing/gift';
import { renderHtml } from '@/testing/render-html';
import { ShowMore } from './show-more';
import { testI18n, htmlText } from '@/testing/i18n';
import { GiftCard } from './gift-card';

const gift = sampleGift();

describe('GiftCard', () => {
  it('links to the gift page and shows its name, description and price in DH', async () => {
    const html = await renderHtml(<GiftCard gift={gift} />);
    expect(html).toContain(`href="/gifts/${gift.id}"`);
    expect(html).toContain('Coffret thé à la menthe');
    expect(html).toContain('Théière en argent');
    expect(html).toMatch(/349\sDH/);
    expect(html).toContain(htmlText('catalog:card.seeMore'));
  });

  it('offers the resized variants and loads lazily unless it is in the first row', async () => {
    const lazy = await renderHtml(<GiftCard gift={gift} />);
    expect(lazy).toContain('srcSet="/uploads/gifts/the-400.webp 400w, /uploads/gifts/the-800.webp 800w, /uploads/gifts/the-1200.webp 1200w"');
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).toContain('width="800"');
    const first = await renderHtml(<GiftCard gift={gift} priority />);
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
  });

  it('marks a digital gift and a sold-out gift', async () => {
    expect(await renderHtml(<GiftCard gift={gift} />)).not.toContain(htmlText('catalog:badge.digital'));
    expect(await renderHtml(<GiftCard gift={{ ...gift, type: 'digital', stock: null }} />)).toContain(htmlText('catalog:badge.digital'));
    expect(await renderHtml(<GiftCard gift={gift} />)).not.toContain(htmlText('catalog:badge.soldOut'));
    expect(await renderHtml(<GiftCard gift={{ ...gift, stock: 0 }} />)).toContain(htmlText('catalog:badge.soldOut'));
  });

  it('shows a placeholder instead of a broken image when the gift has none', async () => {
    const html = await renderHtml(<GiftCard gift={{ ...gift, images: [] }} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('role="img"');
  });

  it('titles the card one level under its section', async () => {
    expect(await renderHtml(<GiftCard gift={gift} headingLevel={2} />)).toContain('<h2');
    expect(await renderHtml(<GiftCard gift={gift} />)).toContain('<h3');
  });
});

describe('the catalogue page’s "Voir plus" links', () => {
  it('names the next-page link apart from the cards’ "Voir plus", in every language', async () => {
    for (const lng of ['fr', 'ar', 'en']) {
      const t = testI18n.getFixedT(lng, 'catalog');
      const card = await renderHtml(<GiftCard gift={gift} />, { locale: lng as 'fr' });
      const more = await renderHtml(<ShowMore href="?page=2" loading={false} onMore={() => {}} label={t('results.more')} />, { locale: lng as 'fr' });
      const seen = (html: string) => [...html.matchAll(/<a[^>]*>([^<]*)/g)].map((m) => m[1]!.trim()).filter(Boolean);
      expect(seen(card)).toContain(t('card.seeMore'));
      expect(seen(more)).toEqual([t('results.more')]);
      expect(t('results.more')).not.toBe(t('card.seeMore'));
    }
  });
});
