import { describe, expect, it } from 'vitest';
import { categoriesQuery } from '@/features/catalog/api/get-categories';
import { featuredGiftsQuery } from '@/features/catalog/api/get-featured-gifts';
import { similarGiftsQuery } from '@/features/catalog/api/get-similar-gifts';
import { sampleCategory } from '@/features/catalog/testing/category';
import { sampleGift } from '@/features/catalog/testing/gift';
import { renderHtml } from '@/testing/render-html';
import { CategoryShowcase } from './category-showcase';
import { FeaturedGifts } from './featured-gifts';
import { SimilarGifts } from './similar-gifts';
import { htmlText } from '@/testing/i18n';

const gifts = (n: number) =>
  Array.from({ length: n }, (_, i) => sampleGift({ id: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`, name: { fr: `Cadeau ${i}` } }));
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('CategoryShowcase', () => {
  it('shows at most six visible categories in the shop order, each opening the filtered catalogue', async () => {
    const list = [sampleCategory(3), sampleCategory(1), sampleCategory(2, { isVisible: false }), ...[4, 5, 6, 7, 8].map((n) => sampleCategory(n))];
    const html = await renderHtml(<CategoryShowcase />, { data: [[categoriesQuery.queryKey, list]] });
    expect(hrefs(html)).toEqual([1, 3, 4, 5, 6, 7].map((n) => `/catalog?category=${sampleCategory(n).id}`));
    expect(html).not.toContain('Catégorie 2<');
  });

  it('is left out when the shop shows no category', async () => {
    expect(await renderHtml(<CategoryShowcase />, { data: [[categoriesQuery.queryKey, [sampleCategory(1, { isVisible: false })]]] })).toBe('');
  });
});

describe('FeaturedGifts', () => {
  it('shows at most six featured gifts, each with a see-more link to its page', async () => {
    const html = await renderHtml(<FeaturedGifts />, { data: [[featuredGiftsQuery.queryKey, gifts(8)]] });
    expect(html.match(/<article/g)).toHaveLength(6);
    expect(html.match(/Voir plus</g)).toHaveLength(6);
    expect(html).toContain(`href="/gifts/${gifts(1)[0]!.id}"`);
    expect(html).toContain('href="/catalog"');
  });

  it('is left out when no gift is featured', async () => {
    expect(await renderHtml(<FeaturedGifts />, { data: [[featuredGiftsQuery.queryKey, []]] })).toBe('');
  });
});

describe('SimilarGifts', () => {
  it('shows up to four real gifts', async () => {
    const html = await renderHtml(<SimilarGifts giftId="x" />, { data: [[similarGiftsQuery('x').queryKey, gifts(5)]] });
    expect(html).toContain(htmlText('catalog:similar.title'));
    expect(html.match(/<article/g)).toHaveLength(4);
  });

  it('hides the section when there are none', async () => {
    expect(await renderHtml(<SimilarGifts giftId="x" />, { data: [[similarGiftsQuery('x').queryKey, []]] })).toBe('');
  });
});
