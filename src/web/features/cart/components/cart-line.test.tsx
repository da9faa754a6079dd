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
    expect(html).toContain('249,50 DH l&#x27;unité');
    expect(html).toContain('Total de la ligne : 499 DH');
  });

  it('labels the quantity stepper and the remove button with the gift name', async () => {
    const html = await renderHtml(<CartLine item={item} />);
    expect(html).toContain('aria-label="Diminuer la quantité de Coffret thé à la menthe"');
    expect(html).toContain('aria-label="Augmenter la quantité de Coffret thé à la menthe"');
    expect(html).toContain('aria-label="Retirer Coffret thé à la menthe du panier"');
    expect(html).toContain('Quantité : 2');
  });

  it('does not let the quantity go below one from the stepper', async () => {
    const html = await renderHtml(<CartLine item={{ ...item, quantity: 1 }} />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Diminuer la quantité/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*aria-label="Augmenter la quantité/);
  });

  it('shows the + as unavailable once the line holds all the stock, and says so', async () => {
    const html = await renderHtml(<CartLine item={{ ...item, quantity: 3, stock: 3 }} />);
    expect(html).toMatch(/<button[^>]*aria-disabled="true"[^>]*aria-label="Augmenter la quantité/);
    expect(html).toContain(htmlText('cart:stock.atMax'));
    expect(await renderHtml(<CartLine item={{ ...item, quantity: 2, stock: 3 }} />)).not.toContain('aria-disabled="true"');
  });

  it('tells how to fix a line above what the shop has left', async () => {
    expect(await renderHtml(<CartLine item={{ ...item, quantity: 6, stock: 3 }} />)).toContain('Plus que 3 en stock : réduisez la quantité.');
    expect(await renderHtml(<CartLine item={{ ...item, quantity: 1, stock: 0 }} />)).toContain(htmlText('cart:stock.soldOut'));
    expect(await renderHtml(<CartLine item={{ ...item, quantity: 6, stock: 3 }} />, { locale: 'ar' })).toContain('المتبقي في المخزون: 3 فقط');
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
});
