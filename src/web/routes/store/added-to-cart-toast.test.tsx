// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDom } from '@/testing/render-dom';
import { fakeServer } from '@/testing/fake-server';
import { cart } from '@/stores/cart';
import { CartButton } from '@/features/cart/components/cart-button';
import { GiftPurchase } from '@/features/catalog/components/gift-purchase';
import { sampleGift } from '@/features/catalog/testing/gift';
import { text } from '@/testing/i18n';

afterEach(() => {
  cleanup();
  cart.clear();
  vi.unstubAllGlobals();
});

// The gift page as a phone shows it: the header's cart button and the gift's purchase buttons.
async function giftPage(locale: 'fr' | 'ar' = 'fr') {
  const gift = sampleGift({ stock: 5 });
  fakeServer({ [`GET /api/gifts/${gift.id}`]: () => Response.json(gift) });
  await renderDom(
    <>
      <CartButton />
      <GiftPurchase gift={gift} />
    </>,
    { locale },
  );
}

describe('the "Ajouté au panier" toast', () => {
  it('offers "Voir le panier", which opens the cart panel and takes the toast away', async () => {
    await giftPage();
    await userEvent.click(screen.getByRole('button', { name: text('catalog:purchase.addToCart') }));
    expect(await screen.findByText(text('catalog:purchase.added'))).toBeTruthy();

    await userEvent.click(await screen.findByRole('button', { name: text('catalog:purchase.viewCart') }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('list')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(text('catalog:purchase.added'))).toBeNull());
  });

  it('goes away when the cart is opened from the header, so it never covers the panel', async () => {
    await giftPage();
    await userEvent.click(screen.getByRole('button', { name: text('catalog:purchase.addToCart') }));
    expect(await screen.findByText(text('catalog:purchase.added'))).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: text('cart:button', { count: 1 }) }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(text('catalog:purchase.added'))).toBeNull());
  });

  it('names its action in Arabic', async () => {
    await giftPage('ar');
    await userEvent.click(screen.getByRole('button', { name: text('catalog:purchase.addToCart') }));
    expect(await screen.findByRole('button', { name: text('catalog:purchase.viewCart') })).toBeTruthy();
  });
});
