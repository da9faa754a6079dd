import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { SummaryLine } from './summary-line';
import { htmlText } from '@/testing/i18n';

const item = { giftId: 'g1', name: 'Pouf en cuir', price: 300, quantity: 6, stock: 3 };

describe('a line of the checkout summary', () => {
  it('lets the customer lower or remove a line short of stock, and says what is left', async () => {
    const html = await renderHtml(<SummaryLine item={item} total="1 800 DH" locked={false} />);
    expect(html).toContain(htmlText('cart:stock.over', { count: 3 }));
    const label = (key: 'cart:decrease' | 'cart:increase' | 'cart:remove') => `aria-label="${htmlText(key, { name: item.name })}"`;
    expect(html).toMatch(new RegExp(`<button[^>]*${label('cart:decrease')}`));
    expect(html).not.toMatch(new RegExp(`<button[^>]*disabled=""[^>]*${label('cart:decrease')}`));
    expect(html).toContain(label('cart:remove'));
    expect(html).toMatch(new RegExp(`<button[^>]*aria-disabled="true"[^>]*${label('cart:increase')}`));
  });

  it('only shows the quantity once an order was made from the cart', async () => {
    const html = await renderHtml(<SummaryLine item={{ ...item, quantity: 2 }} total="600 DH" locked />);
    expect(html).toContain(htmlText('checkout:summary.quantity', { count: 2 }));
    expect(html).not.toContain('<button');
  });
});
