import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstLoad, readFilters, readPage, toGiftQuery } from '@/features/catalog/utils/catalog-filters';
import { renderHtml } from '@/testing/render-html';
import { sampleGift } from '@/features/catalog/testing/gift';
import { GiftCard } from '@/features/catalog/components/gift-card';
import { forCards, getGifts } from './get-gifts';

afterEach(() => vi.unstubAllGlobals());

describe('catalogue list call', () => {
  it('asks the API for the filters of the page URL under their API names', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('[]', { status: 200, headers: { 'x-total-count': '30' } }));
    vi.stubGlobal('fetch', fetch);
    const id = '6f1c2b9e-3d4a-4b5c-8d7e-1f2a3b4c5d6e';
    const query = toGiftQuery(readFilters(new URLSearchParams(`category=${id}&search=th%C3%A9&minPrice=100&maxPrice=400&occasion=wedding&view=list`)));
    expect(await getGifts(query, { offset: 24, limit: 24 })).toEqual({ gifts: [], total: 30 });
    const url = new URL(fetch.mock.calls[0]![0], 'http://x');
    expect(url.pathname).toBe('/api/gifts');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      categoryId: id,
      search: 'thé',
      minPrice: '100',
      maxPrice: '400',
      occasion: 'wedding',
      limit: '24',
      offset: '24',
    });
  });

  it('asks for the first page by the very URL the server preloads', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await getGifts({}, firstLoad(readPage(new URLSearchParams('page=3'))));
    expect(fetch.mock.calls[0]![0]).toBe('/api/gifts?limit=72');
    await getGifts({}, firstLoad(readPage(new URLSearchParams(''))));
    expect(fetch.mock.calls[1]![0]).toBe('/api/gifts?limit=24');
  });
});

describe('catalogue pages handed over by the server', () => {
  const gift = sampleGift({ images: ['/uploads/gifts/the-800.webp', '/uploads/gifts/the-2-800.webp'], tags: ['tea'] });
  const pages = { pages: [{ gifts: [gift], total: 30 }], pageParams: [{ offset: 0, limit: 24 }] };

  it('hold what the cards show, in the page language, with French where a text is missing', () => {
    const [page] = forCards(pages, 'ar').pages;
    expect(page).toEqual({
      total: 30,
      lang: 'ar',
      gifts: [
        {
          id: gift.id,
          name: 'علبة شاي بالنعناع',
          description: 'Théière en argent et verres ciselés.',
          price: '349.00',
          type: 'physical',
          stock: 12,
          images: ['/uploads/gifts/the-800.webp'],
          reviewCount: 0,
          averageRating: null,
        },
      ],
    });
  });

  it('draw the very card the whole gift draws', async () => {
    const [card] = forCards(pages, 'fr').pages[0]!.gifts;
    expect(await renderHtml(<GiftCard gift={card!} />)).toBe(await renderHtml(<GiftCard gift={gift} />));
  });
});
