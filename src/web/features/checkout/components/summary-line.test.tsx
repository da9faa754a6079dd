import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { SummaryLine } from './summary-line';

const item = { giftId: 'g1', name: 'Pouf en cuir', price: 300, quantity: 6, stock: 3 };

describe('a line of the checkout summary', () => {
  it('lets the customer lower or remove a line short of stock, and says what is left', async () => {
    const html = await renderHtml(<SummaryLine item={item} total="1 800 DH" locked={false} />);
    expect(html).toContain('Plus que 3 en stock : réduisez la quantité.');
    expect(html).toMatch(/<button[^>]*aria-label="Diminuer la quantité de Pouf en cuir"/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*aria-label="Diminuer la quantité de Pouf en cuir"/);
    expect(html).toContain('aria-label="Retirer Pouf en cuir du panier"');
    expect(html).toMatch(/<button[^>]*aria-disabled="true"[^>]*aria-label="Augmenter la quantité de Pouf en cuir"/);
  });

  it('only shows the quantity once an order was made from the cart', async () => {
    const html = await renderHtml(<SummaryLine item={{ ...item, quantity: 2 }} total="600 DH" locked />);
    expect(html).toMatch(/Quantité\s:\s2/);
    expect(html).not.toContain('<button');
  });
});
