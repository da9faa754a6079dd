import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstLoad, readFilters, readPage, toGiftQuery } from '@/features/catalog/utils/catalog-filters';
import { getGifts } from './get-gifts';

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
