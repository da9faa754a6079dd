import { describe, expect, it } from 'vitest';
import { CartLine } from './cart-line';
import { renderHtml } from '@/testing/render-html';
import { htmlText } from '@/testing/i18n';

const item = { giftId: 'g1', name: 'Coffret thé à la menthe', price: 249.5, quantity: 2, image: '/uploads/the.webp' };

describe('a cart line', () => {
  it('shows the picture, name, unit price and the line total in dirhams', async () => {
    const html = await renderHtml(<CartLine item={item} />);
    expect(html).toContain('src="/uploads/the.webp"');
    expect(html).toContain(htmlText('admin-appearance:preview.card'));
    expect(html).toContain(htmlText('cart:unitPrice', { price: '249,50 DH' }));
    expect(html).toContain(htmlText('cart:lineTotal', { amount: '499 DH' }));
  });

  it('labels the quantity stepper and the remove button with the gift name', async () => {
    const html = await renderHtml(<CartLine item={item} />);
    for (const key of ['cart:decrease', 'cart:increase', 'cart:remove'] as const) expect(html).toContain(`aria-label="${htmlText(key, { name: item.name })}"`);
    expect(html).toContain(htmlText('cart:quantity', { value: 2 }));
  });

  it('does not let the quantity go below one from the stepper', async () => {
    const html = await renderHtml(<CartLine item={{ ...item, quantity: 1 }} />);
    expect(html).toMatch(new RegExp(`<button[^>]*disabled=""[^>]*aria-label="${htmlText('cart:decrease', { name: item.name })}"`));
    expect(html).not.toMatch(new RegExp(`<button[^>]*disabled=""[^>]*aria-label="${htmlText('cart:increase', { name: item.name })}"`));
  });

  it('shows the + as unavailable once the line holds all the stock, and says so', async () => {
    const html = await renderHtml(<CartLine item={{ ...item, quantity: 3, stock: 3 }} />);
    expect(html).toMatch(new RegExp(`<button[^>]*aria-disabled="true"[^>]*aria-label="${htmlText('cart:increase', { name: item.name })}"`));
    expect(html).toContain(htmlText('cart:stock.atMax'));
    expect(await renderHtml(<CartLine item={{ ...item, quantity: 2, stock: 3 }} />)).not.toContain('aria-disabled="true"');
  });

  it('tells how to fix a line above what the shop has left', async () => {
    expect(await renderHtml(<CartLine item={{ ...item, quantity: 6, stock: 3 }} />)).toContain(htmlText('cart:stock.over', { count: 3 }));
    expect(await renderHtml(<CartLine item={{ ...item, quantity: 1, stock: 0 }} />)).toContain(htmlText('cart:stock.soldOut'));
    const ar = await renderHtml(<CartLine item={{ ...item, quantity: 6, stock: 3 }} />, { locale: 'ar' });
    expect(ar).toContain(htmlText('cart:stock.over', { count: 3 }));
  });

  it('shows a gift icon instead of a picture when the item has none', async () => {
    const html = await renderHtml(<CartLine item={{ ...item, image: undefined }} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('lucide-gift');
  });

  it('writes prices with the Arabic currency word', async () => {
    const html = await renderHtml(<CartLine item={item} />, { locale: 'ar' });
    expect(html).toContain('499 درهم');
  });

  it('names the gift in the page’s language when the cart knows its names, whatever language it was added in', async () => {
    const names = { fr: 'Coffret thé à la menthe', ar: 'علبة شاي بالنعناع', en: 'Mint tea box' };
    const ar = await renderHtml(<CartLine item={{ ...item, names }} />, { locale: 'ar' });
    expect(ar).toContain(names.ar);
    expect(ar).not.toContain(names.fr);
    expect(await renderHtml(<CartLine item={{ ...item, names }} />, { locale: 'en' })).toContain(names.en);
  });
});
