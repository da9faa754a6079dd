// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDom } from '@/testing/render-dom';
import { fakeServer } from '@/testing/fake-server';
import { ReviewForm } from './review-form';
import { text } from '@/testing/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const orderId = '5b0c6a1e-8f7d-4c2b-9a3e-1d2f3a4b5c6d';
const sent = () => Response.json({ id: '00000000-0000-4000-8000-000000000001', orderId }, { status: 201 });
type Aspect = 'articleRating' | 'deliveryRating' | 'serviceRating' | 'pricingRating';
const group = (aspect: Aspect) => screen.getByRole('radiogroup', { name: text(`reviews:aspects.${aspect}`) });
const rate = (aspect: Aspect, count: number) => userEvent.click(within(group(aspect)).getByRole('radio', { name: text('reviews:stars', { count }) }));
const submit = () => userEvent.click(screen.getByRole('button', { name: text('reviews:submit') }));

describe('the review form', () => {
  it('starts with no star chosen and no overall rating', async () => {
    fakeServer({});
    await renderDom(<ReviewForm orderId={orderId} />);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(4);
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(screen.getByText(text('reviews:overallPending'))).toBeTruthy();
  });

  it('sends nothing while an aspect is unrated, and names each one left', async () => {
    const server = fakeServer({ 'POST /api/reviews': sent });
    await renderDom(<ReviewForm orderId={orderId} />);
    await rate('articleRating', 5);
    await submit();

    expect(await screen.findByText(text('reviews:toast.missingTitle'))).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
    const delivery = group('deliveryRating');
    expect(delivery.getAttribute('aria-invalid')).toBe('true');
    expect(group('articleRating').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(
      (['deliveryRating', 'serviceRating', 'pricingRating'] as const).map((aspect) => text(`reviews:missing.${aspect}`)),
    );
    // The message is read with the group it belongs to.
    expect(document.getElementById(delivery.getAttribute('aria-describedby') ?? '')?.textContent).toBe(text('reviews:missing.deliveryRating'));
  });

  it('sends the four chosen ratings and their rounded average, as shown', async () => {
    const server = fakeServer({ 'POST /api/reviews': sent });
    await renderDom(<ReviewForm orderId={orderId} />);
    await rate('articleRating', 5);
    await rate('deliveryRating', 4);
    await rate('serviceRating', 5);
    await rate('pricingRating', 4);
    expect(screen.getByRole('img', { name: text('reviews:stars', { count: 5 }) })).toBeTruthy();
    await submit();

    await waitFor(() => expect(server.bodiesOf('POST /api/reviews')).toHaveLength(1));
    expect(server.bodiesOf('POST /api/reviews')[0]).toMatchObject({
      orderId,
      articleRating: 5,
      deliveryRating: 4,
      serviceRating: 5,
      pricingRating: 4,
      overallRating: 5,
    });
  });

  it('names the unrated aspects in Arabic', async () => {
    fakeServer({});
    await renderDom(<ReviewForm orderId={orderId} />, { locale: 'ar' });
    await submit();
    expect(await screen.findByText(text('reviews:missing.deliveryRating'))).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(4);
  });
});
