// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReview } from '@contracts/reviews';
import { fakeServer } from '@/testing/fake-server';
import { renderDom } from '@/testing/render-dom';
import { ReviewCard } from './review-card';
import { text } from '@/testing/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const review: AdminReview = {
  id: '7d1f0c52-4a8e-4b3a-9a51-1d2e3f4a5b6c',
  orderId: '0b6f9a8e-6d3c-4a4b-9a51-1d2e3f4a5b6c',
  overallRating: 5,
  articleRating: 5,
  deliveryRating: 5,
  serviceRating: 5,
  pricingRating: 5,
  comment: 'Parfait',
  improvementSuggestions: null,
  isPublic: true,
  isVerified: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  orderNumber: 'CAD-7K4P9Q',
  customerName: 'Salma Benali',
  giftNames: [{ fr: 'Coffret Argan', ar: 'علبة الأركان', en: 'Argan box' }],
};

describe('a review to moderate', () => {
  it('is titled by the gift and the customer, not by an id', async () => {
    fakeServer({});
    await renderDom(<ReviewCard review={review} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(text('admin-reviews:cardTitle', { gifts: 'Coffret Argan', name: 'Salma Benali' }));
    expect(document.body.textContent).not.toContain('0b6f9a8e');
    expect(document.body.textContent).toContain('CAD-7K4P9Q');
  });

  it('names the switch that publishes the review for what it does, and publishes with it', async () => {
    const server = fakeServer({ [`PUT /api/admin/reviews/${review.id}/status`]: Response.json({ ...review, isVerified: true }) });
    await renderDom(<ReviewCard review={review} />);
    expect(screen.queryByRole('switch', { name: 'Vérifié' })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: text('admin-reviews:published') }));
    await waitFor(() => expect(server.bodiesOf(`PUT /api/admin/reviews/${review.id}/status`)).toEqual([{ isPublic: true, isVerified: true }]));
  });

  it('speaks Arabic on an Arabic page', async () => {
    fakeServer({});
    await renderDom(<ReviewCard review={review} />, { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('علبة الأركان');
    expect(screen.getByRole('switch', { name: text('admin-reviews:published') })).toBeTruthy();
  });
});
