// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { cart } from '@/stores/cart';
import { fakeServer } from '@/testing/fake-server';
import { renderDom } from '@/testing/render-dom';
import { text } from '@/testing/i18n';
import { emptyCheckout, type CheckoutValues } from '@/features/checkout/utils/checkout-schema';
import { SenderCard } from './sender-card';

const checkoutId = '7d0c5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const giftId = '4f0c5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const save = `PUT /api/saved-carts/${checkoutId}`;

function WithForm({ children }: { children: ReactNode }) {
  const form = useForm<CheckoutValues>({ defaultValues: emptyCheckout('bank_transfer') });
  return <FormProvider {...form}>{children}</FormProvider>;
}

beforeEach(() => {
  localStorage.setItem('checkout-id', checkoutId);
  cart.load([{ giftId, name: 'Coffret thé', price: 249, quantity: 2, stock: null, type: 'physical' }]);
});
afterEach(() => {
  cleanup();
  cart.clear();
  vi.unstubAllGlobals();
});

const box = () => screen.getByRole<HTMLInputElement>('checkbox', { name: text('checkout:sender.reminder') });
const sent = (server: ReturnType<typeof fakeServer>, count: number) => vi.waitFor(() => expect(server.bodiesOf(save)).toHaveLength(count), { timeout: 5000 });

describe('the cart reminder box of the checkout', () => {
  it('starts unticked; once ticked with an e-mail, saves the gifts and quantities for one reminder; unticked, has the cart forgotten', async () => {
    const server = fakeServer({ [save]: new Response(null, { status: 204 }) });
    await renderDom(
      <WithForm>
        <SenderCard accountEmail={null} />
      </WithForm>,
    );
    expect(box().checked).toBe(false);
    await userEvent.click(document.getElementById('senderEmail')!);
    await userEvent.paste('amina@example.com');
    await userEvent.click(box());
    await sent(server, 1);
    expect(server.bodiesOf(save)[0]).toEqual({ consent: true, email: 'amina@example.com', phone: null, locale: 'fr', lines: [{ giftId, quantity: 2 }] });
    await userEvent.click(box());
    await sent(server, 2);
    expect(server.bodiesOf(save)[1]).toMatchObject({ consent: false });
  });

  it('tells a signed-in customer the reminder goes to the account’s address, and starts a new checkout once the cart is ordered', async () => {
    const server = fakeServer({ [save]: new Response(null, { status: 204 }) });
    await renderDom(
      <WithForm>
        <SenderCard accountEmail="nadia@exemple.ma" />
      </WithForm>,
    );
    expect(screen.getByText(text('checkout:sender.reminderHintAccount'))).toBeTruthy();
    await userEvent.click(box());
    await sent(server, 1);
    expect(server.bodiesOf(save)[0]).toMatchObject({ consent: true, email: null });
    cart.clear();
    expect(localStorage.getItem('checkout-id')).toBeNull();
  });
});
