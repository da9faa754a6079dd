import { describe, expect, it } from 'vitest';
import { CartSummary } from './cart-summary';
import { renderHtml } from '@/testing/render-html';
import { htmlText } from '@/testing/i18n';

const noop = () => {};

describe('the cart total', () => {
  it('shows the total and leads to the checkout', async () => {
    const html = await renderHtml(<CartSummary total={1250} onCheckout={noop} />);
    expect(html).toMatch(/1\s250 DH/);
    expect(html).toContain('href="/checkout"');
    expect(html).toContain(htmlText('cart:checkout'));
  });

  it('tells how much is missing for free delivery', async () => {
    const html = await renderHtml(<CartSummary total={320} onCheckout={noop} />, { data: [[['settings'], { free_delivery_threshold: '500.00' }]] });
    expect(html).toContain(htmlText('cart:freeDeliveryLeft', { amount: '180 DH' }));
  });

  it('says delivery is free once the threshold is reached, and nothing about fees to come', async () => {
    const html = await renderHtml(<CartSummary total={500} onCheckout={noop} />, { data: [[['settings'], { free_delivery_threshold: '500.00' }]] });
    expect(html).toContain(htmlText('cart:freeDeliveryReached'));
    expect(html).not.toContain(htmlText('cart:deliveryNote'));
  });

  it('never speaks of free delivery and of fees calculated later at once', async () => {
    const below = await renderHtml(<CartSummary total={320} onCheckout={noop} />, { data: [[['settings'], { free_delivery_threshold: '500.00' }]] });
    expect(below).toContain(htmlText('cart:freeDeliveryLeft', { amount: '180 DH' }));
    expect(below).not.toContain(htmlText('cart:deliveryNote'));
  });

  it('says nothing about free delivery when the shop has no threshold, only that fees come next', async () => {
    const html = await renderHtml(<CartSummary total={320} onCheckout={noop} />, { data: [[['settings'], { free_delivery_threshold: '0' }]] });
    expect(html).not.toContain(htmlText('cart:freeDeliveryLeft', { amount: '\u0000' }).split('\u0000')[0]);
    expect(html).not.toContain(htmlText('cart:freeDeliveryReached'));
    expect(html).toContain(htmlText('cart:deliveryNote'));
  });
});
