// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { Quote } from '@contracts/orders';
import { fakeServer, failure } from '@/testing/fake-server';
import { renderDom } from '@/testing/render-dom';
import { text } from '@/testing/i18n';
import { useQuote } from '@/features/checkout/api/quote';
import { useDiscountCode } from '@/features/checkout/hooks/use-discount-code';
import { DiscountField } from './discount-field';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const quote = (over: Partial<Quote> = {}): Quote => ({
  zone: 'casablanca',
  digitalOnly: false,
  deliverable: true,
  subtotal: '300.00',
  deliveryFee: '25.00',
  expressFee: '0.00',
  discountCode: null,
  discountAmount: '0.00',
  discountName: null,
  total: '325.00',
  freeDeliveryThreshold: '500.00',
  deliveryDays: 1,
  lines: [],
  extras: [],
  ...over,
});

/** The field as the checkout uses it: the code applied goes with the quote, a refusal comes back to the field. */
function Harness() {
  const discount = useDiscountCode();
  const q = useQuote({ recipientCity: 'Casablanca', express: false, discountCode: discount.applied, items: [{ giftId: 'g1', quantity: 1 }] });
  const refusedBy = discount.refusedBy;
  useEffect(() => {
    if (q.error) refusedBy(q.error);
  }, [q.error, refusedBy]);
  return (
    <>
      <DiscountField state={discount} disabled={false} waitsForCity={false} />
      <output>{q.data?.total}</output>
    </>
  );
}

describe('the checkout’s discount code', () => {
  it('sends the code typed with the quote, upper case, and shows it applied with the new total', async () => {
    const server = fakeServer({
      'POST /api/orders/quote': () => {
        const code = server.bodiesOf('POST /api/orders/quote').at(-1)?.discountCode;
        return Response.json(code ? quote({ discountCode: code, discountAmount: '30.00', total: '295.00' }) : quote());
      },
    });
    await renderDom(<Harness />);
    await userEvent.type(screen.getByLabelText(text('checkout:discount.label')), 'ete25');
    await userEvent.click(screen.getByRole('button', { name: text('checkout:discount.apply') }));
    await screen.findByText(text('checkout:discount.applied', { code: 'ETE25' }));
    await screen.findByText('295.00');
    expect(server.bodiesOf('POST /api/orders/quote').at(-1)).toMatchObject({ discountCode: 'ETE25' });
  });

  it('says under the field why a code is refused, and quotes the cart without it', async () => {
    fakeServer({
      'POST /api/orders/quote': [
        Response.json(quote()),
        failure(400, 'discount_invalid', 'Ce code promo a expiré.', { reason: 'expired' }),
        Response.json(quote()),
      ],
    });
    await renderDom(<Harness />);
    const field = screen.getByLabelText(text('checkout:discount.label'));
    await userEvent.type(field, 'NOEL{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text('checkout:discount.refusals.expired', { code: 'NOEL' }));
    expect(screen.getByLabelText(text('checkout:discount.label')).getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('lets a code applied be taken off', async () => {
    fakeServer({ 'POST /api/orders/quote': Response.json(quote()) });
    await renderDom(<Harness />);
    await userEvent.type(screen.getByLabelText(text('checkout:discount.label')), 'ETE25{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: text('checkout:discount.removeLabel', { code: 'ETE25' }) }));
    expect(screen.getByLabelText(text('checkout:discount.label'))).toBeTruthy();
  });
});
