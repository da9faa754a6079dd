import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { CatalogToolbar } from './catalog-toolbar';
import { htmlText } from '@/testing/i18n';

const filters = { category: '', search: '', minPrice: '100', maxPrice: '400', occasion: '', view: 'grid' as const };
const noop = () => {};

describe('the catalogue filters on a phone', () => {
  it('fold the category and prices behind a "Filtres" button that counts the ones set', async () => {
    const html = await renderHtml(<CatalogToolbar filters={filters} update={noop} />);
    const button = /<button[^>]*aria-expanded="false"[^>]*aria-controls="([^"]+)"[^>]*>(.*?)<\/button>/.exec(html);
    expect(button?.[2]).toContain(htmlText('catalog:filters.toggle'));
    expect(button?.[2]).toContain('>2</span>');
    expect(button?.[2]).toContain(htmlText('catalog:filters.activeCount', { count: 2 }));
    const folded = new RegExp(`<div id="${button?.[1]}" class="([^"]*)"`).exec(html)?.[1] ?? '';
    expect(folded.split(' ')).toEqual(expect.arrayContaining(['max-sm:hidden', 'sm:contents']));
    expect(html).toContain(htmlText('catalog:filters.minPrice'));
  });

  it('keep the search in sight and show no count when nothing is set', async () => {
    const html = await renderHtml(<CatalogToolbar filters={{ ...filters, minPrice: '', maxPrice: '' }} update={noop} />);
    expect(html).toContain('type="search"');
    for (const count of [0, 1, 2]) expect(html).not.toContain(htmlText('catalog:filters.activeCount', { count }));
    expect(html).not.toMatch(/>\d+<\/span>/);
  });
});
