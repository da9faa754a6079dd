import { describe, expect, it } from 'vitest';
import { clearedFilters, hasActiveFilters, readFilters, readPage, toGiftQuery, withFilters, withPage } from './catalog-filters';

const CATEGORY = '6f1c2b9e-3d4a-4b5c-8d7e-1f2a3b4c5d6e';

describe('catalogue filters in the URL', () => {
  it('reads every filter from the query and defaults to the grid view', () => {
    const f = readFilters(new URLSearchParams(`category=${CATEGORY}&search=th%C3%A9&minPrice=100&maxPrice=400&occasion=wedding`));
    expect(f).toEqual({ category: CATEGORY, search: 'thé', minPrice: '100', maxPrice: '400', occasion: 'wedding', view: 'grid' });
    expect(readFilters(new URLSearchParams('view=list')).view).toBe('list');
    expect(readFilters(new URLSearchParams('view=mosaic')).view).toBe('grid');
  });

  it('turns a shared link into the same API query', () => {
    const f = readFilters(new URLSearchParams(`category=${CATEGORY}&search=%20caftan%20&minPrice=100&maxPrice=399.5&occasion=eid&view=list`));
    expect(toGiftQuery(f)).toEqual({ categoryId: CATEGORY, search: 'caftan', minPrice: 100, maxPrice: 399.5, occasion: 'eid' });
  });

  it('leaves out values the API would refuse instead of failing the whole list', () => {
    const f = readFilters(new URLSearchParams('category=not-an-id&minPrice=-5&maxPrice=abc&search=%20%20'));
    expect(toGiftQuery(f)).toEqual({});
  });

  it('keeps the number of pages shown in the URL, and starts again at page 1 when a filter changes', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=2.5', 'page=abc']) expect(readPage(new URLSearchParams(bad)), bad).toBe(1);
    expect(withPage(new URLSearchParams('search=rose'), 2).toString()).toBe('search=rose&page=2');
    expect(withPage(new URLSearchParams('search=rose&page=2'), 1).toString()).toBe('search=rose');
    expect(withFilters(new URLSearchParams('search=rose&page=3'), { view: 'list' }).toString()).toBe('search=rose&page=3&view=list');
    expect(withFilters(new URLSearchParams('search=rose&page=3'), { search: 'the' }).toString()).toBe('search=the');
  });

  it('drops emptied filters and the default view from the URL, keeping the others', () => {
    const prev = new URLSearchParams(`category=${CATEGORY}&search=rose&view=list`);
    const next = withFilters(prev, { search: '', view: 'grid', minPrice: '50' });
    expect(next.toString()).toBe(`category=${CATEGORY}&minPrice=50`);
    expect(prev.get('search')).toBe('rose');
  });

  it('clears every filter but keeps the chosen view', () => {
    const prev = new URLSearchParams(`category=${CATEGORY}&search=rose&minPrice=1&maxPrice=9&occasion=eid&view=list`);
    expect(withFilters(prev, clearedFilters).toString()).toBe('view=list');
  });

  it('tells whether any filter narrows the list', () => {
    expect(hasActiveFilters(readFilters(new URLSearchParams('view=list')))).toBe(false);
    expect(hasActiveFilters(readFilters(new URLSearchParams('occasion=wedding')))).toBe(true);
  });
});
