// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { RestoredCart } from '@contracts/saved-carts';
import { cart } from '@/stores/cart';
import { failure, fakeServer } from '@/testing/fake-server';
import { renderDom } from '@/testing/render-dom';
import { text } from '@/testing/i18n';
import { CartRestore } from './cart-restore';

const tea = { giftId: '4f0c5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', name: 'Coffret thé', price: '249.00', quantity: 2, image: null, stock: 5, type: 'physical' as const };
const goneId = '5f0c5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

beforeEach(() => {
  window.history.replaceState(null, '', '/cart/restore?token=abc');
  cart.load([{ giftId: goneId, name: 'Autre chose', price: 10, quantity: 1 }]);
});
afterEach(() => {
  cleanup();
  cart.clear();
  vi.unstubAllGlobals();
});

const answer = (restored: RestoredCart) => fakeServer({ 'POST /api/saved-carts/restore': Response.json(restored) });

describe('the reminder’s restore link', () => {
  it('puts the same gifts and quantities back in the cart and opens the checkout', async () => {
    const server = answer({ lines: [tea], gone: [], shortened: [] });
    await renderDom(<CartRestore token="t0k3n-of-the-reminder-e-mail" />, { locale: 'ar' });
    await vi.waitFor(() => expect(window.location.pathname).toBe('/checkout'), { timeout: 5000 });
    expect(cart.get().items).toEqual([expect.objectContaining({ giftId: tea.giftId, quantity: 2, price: 249 })]);
    expect(server.bodiesOf('POST /api/saved-carts/restore')).toEqual([{ token: 't0k3n-of-the-reminder-e-mail', locale: 'ar' }]);
  });

  it('names the gifts gone or cut to the stock before going on to the checkout', async () => {
    answer({ lines: [{ ...tea, quantity: 1 }], gone: [{ giftId: goneId, name: 'Théière berbère' }], shortened: [{ giftId: tea.giftId, quantity: 1 }] });
    await renderDom(<CartRestore token="t0k3n-of-the-reminder-e-mail" />);
    expect(await screen.findByText(text('carts:restore.gone', { name: 'Théière berbère' }))).toBeTruthy();
    expect(screen.getByText(text('carts:restore.shortened', { name: 'Coffret thé' }))).toBeTruthy();
    expect(screen.getByRole('link', { name: text('carts:restore.checkout') }).getAttribute('href')).toBe('/checkout');
    expect(cart.get().items).toEqual([expect.objectContaining({ giftId: tea.giftId, quantity: 1 })]);
    expect(window.location.pathname).toBe('/cart/restore');
  });

  it('says a link no longer valid is so, and leaves the cart as it was', async () => {
    fakeServer({ 'POST /api/saved-carts/restore': failure(404, 'cart_link_invalid', 'Ce lien de panier n’est plus valable') });
    await renderDom(<CartRestore token="t0k3n-of-the-reminder-e-mail" />);
    expect(await screen.findByRole('heading', { name: text('carts:restore.invalidTitle') })).toBeTruthy();
    expect(cart.get().items).toEqual([expect.objectContaining({ giftId: goneId })]);
  });
});
