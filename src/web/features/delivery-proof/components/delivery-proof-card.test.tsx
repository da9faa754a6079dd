// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderDom } from '@/testing/render-dom';
import { fakeServer } from '@/testing/fake-server';
import { DeliveryProofCard } from './delivery-proof-card';
import { text } from '@/testing/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = '5b0c6a1e-8f7d-4c2b-9a3e-1d2f3a4b5c6d';
const attempt = (number: number, charged = false) => ({ number, reason: 'Destinataire absent', charged, createdAt: '2026-03-02T10:00:00.000Z' });

describe('the delivery card on the sender’s order page', () => {
  it('shows the courier’s photo and the failed attempts, and warns once an attempt is charged', async () => {
    const delivery = { attempts: [1, 2, 3].map((n) => attempt(n)).concat(attempt(4, true)), freeAttempts: 3, photoUrl: `/api/orders/${id}/delivery-photo`, photoDeclined: false };
    fakeServer({ [`GET /api/orders/${id}/delivery`]: Response.json(delivery) });
    await renderDom(<DeliveryProofCard orderId={id} orderNumber="CAD-7K4P9Q" />);
    const photo = await screen.findByRole('img', { name: text('delivery:photoAlt', { number: 'CAD-7K4P9Q' }) });
    expect(photo.getAttribute('src')).toBe(`/api/orders/${id}/delivery-photo`);
    expect(screen.getByText(text('delivery:attempts', { count: 4 }))).toBeTruthy();
    expect(screen.getByText(text('delivery:charged'))).toBeTruthy();
    expect(screen.getByText(text('delivery:chargedText', { free: 3 }))).toBeTruthy();
  });

  it('says the recipient wanted no photo, in Arabic', async () => {
    fakeServer({ [`GET /api/orders/${id}/delivery`]: Response.json({ attempts: [], freeAttempts: 3, photoUrl: null, photoDeclined: true }) });
    await renderDom(<DeliveryProofCard orderId={id} orderNumber="CAD-7K4P9Q" />, { locale: 'ar' });
    expect(await screen.findByText(text('delivery:photoDeclined'))).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows nothing while there is nothing to say', async () => {
    const server = fakeServer({ [`GET /api/orders/${id}/delivery`]: Response.json({ attempts: [], freeAttempts: 3, photoUrl: null, photoDeclined: false }) });
    const { container } = await renderDom(<DeliveryProofCard orderId={id} orderNumber="CAD-7K4P9Q" />);
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalled());
    expect(container.querySelector('section')).toBeNull();
  });
});
