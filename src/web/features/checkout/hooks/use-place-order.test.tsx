// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Quote } from '@contracts/orders';
import { publicSettingKeys, settingDefaults } from '@contracts/settings';
import { cart } from '@/stores/cart';
import { failure, fakeServer } from '@/testing/fake-server';
import { renderDom } from '@/testing/render-dom';
import { text } from '@/testing/i18n';
import { CheckoutView } from '@/features/checkout/components/checkout-view';

// The list of places is its own chunk, fetched when the field is first used: loaded once here, so
// the options come at once rather than within a busy machine's import time.
beforeAll(() => import('@contracts/morocco-places'));

// The checkout as a customer uses it (usePlaceOrder behind the button), against a stand-in for the API.
const giftId = '4f0c5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const quote = (unitPrice: string, total: string): Quote => ({
  zone: 'casablanca' as Quote['zone'],
  digitalOnly: false,
  deliverable: true,
  subtotal: unitPrice,
  deliveryFee: '0.00',
  expressFee: '0.00',
  discountCode: null,
  discountAmount: '0.00',
  discountName: null,
  total,
  freeDeliveryThreshold: '500.00',
  deliveryDays: 2,
  lines: [{ giftId, unitPrice, quantity: 1, lineTotal: unitPrice }],
  extras: [],
});
const order = { id: '9a0c5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', orderNumber: 'CM-1001', paymentMethod: 'stripe', totalAmount: '279.00' };
const intent = () => Response.json({ provider: 'test', paymentIntentId: `pi_${Math.random()}`, amount: '279.00', clientSecret: 'secret' });
const paid = Response.json({ status: 'completed', message: 'Paiement accepté', code: null });
const declined = Response.json({ status: 'failed', message: 'Votre carte a été refusée.', code: 'card_declined' });
const offline = () => {
  throw new TypeError('Failed to fetch');
};
const frame = {
  'GET /api/user': failure(401, 'unauthorized', 'Connexion requise'),
  'GET /api/settings': Response.json(Object.fromEntries(publicSettingKeys.map((k) => [k, settingDefaults[k]]))),
  'GET /api/payments/config': Response.json({ provider: 'test', publishableKey: null }),
  [`GET /api/gifts/${giftId}`]: Response.json({ id: giftId, stock: null, type: 'physical' }),
  'POST /api/orders/quote': Response.json(quote('249.00', '249.00')),
};

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
/**
 * Fills a field as a phone's keyboard suggestion or a paste does: one input per field. Typing each
 * character redrew the whole checkout form per key, 8–16 s a test on a loaded 2-core machine.
 */
async function enter(field: HTMLInputElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
async function fillCheckout(card = '4242 4242 4242 4242') {
  await enter(byId('recipientName'), 'Salma Benali');
  await enter(byId('recipientPhone'), '0612345678');
  await enter(byId('recipientAddress'), '12 rue des Roses, Maârif');
  await enter(byId('recipientCity'), 'Casablanca');
  await userEvent.click(await screen.findByRole('option', { name: /^Casablanca/ }, { timeout: 5000 }));
  await enter(byId('senderEmail'), 'amina@example.com');
  await typeCard(card);
}
async function typeCard(number: string) {
  await userEvent.clear(byId('card-number'));
  await enter(byId('card-number'), number);
  if (!byId('card-expiry').value) await enter(byId('card-expiry'), '12/40');
  if (!byId('card-cvc').value) await enter(byId('card-cvc'), '123');
}
const confirmButton = (name: string | RegExp) => screen.findByRole('button', { name });

beforeEach(() => {
  window.history.replaceState(null, '', '/checkout');
  cart.load([{ giftId, name: 'Coffret thé', price: 249, quantity: 1, stock: null, type: 'physical' }]);
});
afterEach(() => {
  cleanup();
  cart.clear();
  vi.unstubAllGlobals();
});

describe('placing an order', () => {
  it('shows the new total when the prices changed, and places the order once the customer confirms it', async () => {
    const server = fakeServer({
      ...frame,
      'POST /api/orders': [
        failure(409, 'price_changed', 'Les prix ont changé', { quote: quote('279.00', '279.00') }),
        Response.json(order),
      ],
      'POST /api/create-payment-intent': intent,
      'POST /api/payments/test/confirm': paid,
    });
    await renderDom(<CheckoutView />);
    await fillCheckout();
    await userEvent.click(await confirmButton(text('checkout:submit.card')));

    const alert = await screen.findByText(text('checkout:priceChanged.text', { amount: '279 DH' }).replace(/\s/g, ' '), { normalizer: (s) => s.replace(/\s/g, ' ') });
    expect(alert).toBeTruthy();
    expect(cart.get().items[0]?.price).toBe(279);
    expect(server.bodiesOf('POST /api/create-payment-intent')).toEqual([]);

    await userEvent.click(await confirmButton(text('checkout:submit.card')));
    expect(await screen.findByText(text('checkout:toast.paid'))).toBeTruthy();
    // The first order named the old total; the one confirmed names the new prices.
    const [first, second] = server.bodiesOf('POST /api/orders');
    expect(first).toMatchObject({ totalAmount: '249.00', items: [{ giftId, quantity: 1, price: '249.00' }] });
    expect(second).toMatchObject({ totalAmount: '279.00', items: [{ giftId, quantity: 1, price: '279.00' }] });
    expect(server.bodiesOf('POST /api/create-payment-intent')).toHaveLength(1);
    expect(cart.get().items).toEqual([]);
  });

  it('after a network failure, says so and places the order on the next try', async () => {
    const server = fakeServer({
      ...frame,
      'POST /api/orders': [offline, Response.json(order)],
      'POST /api/create-payment-intent': intent,
      'POST /api/payments/test/confirm': paid,
    });
    await renderDom(<CheckoutView />);
    await fillCheckout();
    await userEvent.click(await confirmButton(text('checkout:submit.card')));
    expect(await screen.findByText(text('checkout:toast.orderError'))).toBeTruthy();
    expect(screen.getByText(text('checkout:toast.genericError'))).toBeTruthy();
    expect(cart.get().items).toHaveLength(1);

    await userEvent.click(await confirmButton(text('checkout:submit.card')));
    expect(await screen.findByText(text('checkout:toast.paid'))).toBeTruthy();
    expect(server.bodiesOf('POST /api/orders')).toHaveLength(2);
  });

  it('marks the field the server refused with its words and gives it the focus, and lets it go once corrected', async () => {
    const server = fakeServer({
      ...frame,
      'POST /api/orders': failure(400, 'invalid_data', 'Données invalides', {
        issues: [{ path: 'recipientPhone', message: 'Ce numéro ne reçoit pas de SMS' }],
      }),
    });
    await renderDom(<CheckoutView />);
    await fillCheckout();
    await userEvent.click(await confirmButton(text('checkout:submit.card')));

    expect(await screen.findByText('Ce numéro ne reçoit pas de SMS')).toBeTruthy();
    expect(screen.getByText(text('checkout:toast.orderError'))).toBeTruthy();
    expect(document.activeElement).toBe(byId('recipientPhone'));
    expect(byId('recipientPhone').getAttribute('aria-invalid')).toBe('true');
    expect(server.bodiesOf('POST /api/create-payment-intent')).toEqual([]);

    await userEvent.clear(byId('recipientPhone'));
    await enter(byId('recipientPhone'), '0661234567');
    expect(screen.queryByText('Ce numéro ne reçoit pas de SMS')).toBeNull();
  });

  it('keeps a declined card’s order, says why, and pays that same order with another card', async () => {
    const server = fakeServer({
      ...frame,
      'POST /api/orders': Response.json(order),
      'POST /api/create-payment-intent': intent,
      'POST /api/payments/test/confirm': [declined, paid],
    });
    await renderDom(<CheckoutView />);
    await fillCheckout('4000 0000 0000 0002');
    await userEvent.click(await confirmButton(text('checkout:submit.card')));
    expect((await screen.findAllByText(text('checkout:toast.paymentError'))).length).toBeGreaterThan(0);
    expect(screen.getAllByText(text('errors:declined.card_declined')).length).toBeGreaterThan(0);
    expect(cart.get().items).toHaveLength(1);

    await typeCard('4242 4242 4242 4242');
    await userEvent.click(await confirmButton(text('checkout:submit.retry')));
    expect(await screen.findByText(text('checkout:toast.paid'))).toBeTruthy();
    expect(server.bodiesOf('POST /api/orders')).toHaveLength(1);
    const confirms = server.bodiesOf('POST /api/payments/test/confirm');
    expect(confirms.map((c) => c.cardNumber)).toEqual(['4000 0000 0000 0002', '4242 4242 4242 4242']);
  });

  it('keeps the filled form in place, locked, while the confirmation page opens, and says so on the button', async () => {
    fakeServer({
      ...frame,
      'POST /api/orders': Response.json(order),
      'POST /api/create-payment-intent': intent,
      'POST /api/payments/test/confirm': paid,
    });
    await renderDom(<CheckoutView />);
    await fillCheckout();
    await userEvent.click(await confirmButton(text('checkout:submit.card')));
    expect(await screen.findByText(text('checkout:toast.paid'))).toBeTruthy();

    const button = await confirmButton(text('checkout:redirecting'));
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(byId('recipientName').value).toBe('Salma Benali');
    expect(byId('recipientName').closest('fieldset')?.disabled).toBe(true);
    expect(screen.getByText('Coffret thé')).toBeTruthy();
    expect(screen.queryByText(text('cart:empty'))).toBeNull();
    expect(cart.get().items).toEqual([]);
  });

  it('opens a pot with the extras ticked, as its target counts them', async () => {
    const extraId = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const server = fakeServer({
      ...frame,
      'GET /api/extras?city=Casablanca': Response.json([{ id: extraId, name: { fr: 'Carte de vœux', ar: 'بطاقة تهنئة', en: 'Greeting card' }, price: '20.00', stock: 10 }]),
      'POST /api/pots': Response.json({ id: '5b0c5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', token: 't'.repeat(43), organiserToken: 'o'.repeat(43) }, { status: 201 }),
    });
    await renderDom(<CheckoutView />);
    await fillCheckout();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Carte de vœux/ }));
    await userEvent.click(screen.getByRole('switch', { name: text('checkout:together.switch') }));
    await userEvent.click(await confirmButton(text('checkout:together.submit')));
    await expect.poll(() => server.bodiesOf('POST /api/pots')).toHaveLength(1);
    expect(server.bodiesOf('POST /api/pots')[0]).toMatchObject({ extras: [{ extraId, quantity: 1 }], items: [{ giftId, quantity: 1 }] });
    expect(server.bodiesOf('POST /api/orders')).toEqual([]);
  });
});

