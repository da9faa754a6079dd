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
const rate = (aspect: string, stars: string) =>
  userEvent.click(within(screen.getByRole('radiogroup', { name: aspect })).getByRole('radio', { name: stars }));
const submit = (name = "Envoyer l'évaluation") => userEvent.click(screen.getByRole('button', { name }));

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
    await rate('Qualité des articles', '5 étoiles sur 5');
    await submit();

    expect(await screen.findByText('Évaluations manquantes')).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
    const delivery = screen.getByRole('radiogroup', { name: 'Livraison (ponctualité, présentation)' });
    expect(delivery.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: 'Qualité des articles' }).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Veuillez évaluer la livraison',
      'Veuillez évaluer le service client',
      'Veuillez évaluer le rapport qualité-prix',
    ]);
    // The message is read with the group it belongs to.
    expect(document.getElementById(delivery.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Veuillez évaluer la livraison');
  });

  it('sends the four chosen ratings and their rounded average, as shown', async () => {
    const server = fakeServer({ 'POST /api/reviews': sent });
    await renderDom(<ReviewForm orderId={orderId} />);
    await rate('Qualité des articles', '5 étoiles sur 5');
    await rate('Livraison (ponctualité, présentation)', '4 étoiles sur 5');
    await rate('Service client', '5 étoiles sur 5');
    await rate('Rapport qualité-prix', '4 étoiles sur 5');
    expect(screen.getByRole('img', { name: '5 étoiles sur 5' })).toBeTruthy();
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
    await submit('إرسال التقييم');
    expect(await screen.findByText('يرجى تقييم التوصيل')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(4);
  });
});
