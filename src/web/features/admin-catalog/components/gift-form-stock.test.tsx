// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@contracts/catalog';
import { renderDom } from '@/testing/render-dom';
import { enter } from '@/testing/enter';
import { GiftForm } from './gift-form';
import { text } from '@/testing/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const categories = [{ id: '3f0c5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', name: { fr: 'Artisanat' }, order: 1 }] as Category[];

async function fillNewGift() {
  const onSubmit = vi.fn();
  await renderDom(<GiftForm gift={null} categories={categories} pending={false} onSubmit={onSubmit} onCancel={() => undefined} />);
  await enter(screen.getByRole('textbox', { name: new RegExp(text('admin:form.name.fr')) }), 'Lanterne en cuivre');
  await enter(screen.getByRole('spinbutton', { name: /Prix/ }), '349.50');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Catégorie/ }), 'Artisanat');
  return onSubmit;
}

describe('the new gift form’s stock', () => {
  it('starts empty and is required for a physical gift, so nothing goes live sold out by default', async () => {
    const onSubmit = await fillNewGift();
    const stock = screen.getByRole('spinbutton', { name: /Stock/ }) as HTMLInputElement;
    expect(stock.value).toBe('');
    expect(stock.getAttribute('aria-required')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: text('admin:giftForm.create') }));
    expect(await screen.findByText(text('admin:giftForm.errors.stockRequired'))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await enter(stock, '12');
    await userEvent.click(screen.getByRole('button', { name: text('admin:giftForm.create') }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ type: 'physical', stock: 12 });
  });

  it('lets a digital gift be sent with no stock: unlimited', async () => {
    const onSubmit = await fillNewGift();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'digital');
    expect(screen.getByRole('spinbutton', { name: /Stock/ }).getAttribute('aria-required')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: text('admin:giftForm.create') }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ type: 'digital', stock: null });
  });
});
