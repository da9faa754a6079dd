// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, Gift } from '@contracts/catalog';
import { renderDom } from '@/testing/render-dom';
import { GiftForm } from './gift-form';
import { text } from '@/testing/i18n';

afterEach(cleanup);

const categories = [{ id: '3f0c5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', name: { fr: 'Artisanat' }, order: 1 }] as Category[];
/** A gift as the back office's API answers it. */
const sampleGift = (over: Partial<Gift> = {}): Gift => ({
  id: '0b6a7c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  slug: 'lanterne-cuivre',
  name: { fr: 'Lanterne en cuivre' },
  description: { fr: '' },
  price: '349.00',
  categoryId: categories[0]!.id,
  type: 'physical',
  stock: 12,
  deliveryTime: 24,
  vatRate: 20,
  isActive: true,
  isFeatured: false,
  swappable: false,
  images: [],
  primaryImage: null,
  imageUrl: null,
  tags: [],
  reviewCount: 0,
  averageRating: null,
  ...over,
});
const swapSwitch = () => screen.queryByRole('switch', { name: new RegExp(text('admin:giftForm.swappable')) });

describe('the gift form’s swap switch', () => {
  it('lets the owner allow a physical gift to be swapped by the recipient, and sends it', async () => {
    const onSubmit = vi.fn();
    const gift = sampleGift();
    await renderDom(<GiftForm gift={gift} categories={categories} pending={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    const toggle = swapSwitch();
    expect(toggle?.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle!);
    await userEvent.click(screen.getByRole('button', { name: text('admin:save') }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ swappable: true });
  });

  it('is not offered for a digital gift, which is never sent to an address', async () => {
    await renderDom(<GiftForm gift={sampleGift({ type: 'digital', stock: null })} categories={categories} pending={false} onSubmit={vi.fn()} onCancel={() => undefined} />);
    expect(swapSwitch()).toBeNull();
  });
});
