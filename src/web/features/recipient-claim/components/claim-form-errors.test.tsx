// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDom } from '@/testing/render-dom';
import { fakeServer } from '@/testing/fake-server';
import { ClaimForm } from './claim-form';
import { text } from '@/testing/i18n';

// The list of places is its own chunk, fetched when the field is first used: loaded once here, so
// the options come at once rather than within a busy machine's import time.
beforeAll(() => import('@contracts/morocco-places'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Monday 30 and Tuesday 31 November… and Wednesday 2 December 2026.
const slots = Response.json({
  city: 'Rabat',
  zone: 'rabat',
  today: '2026-11-29',
  nextDate: '2026-11-30',
  days: [
    { date: '2026-11-30', slots: ['09:00-13:00', '14:00-18:00'] },
    { date: '2026-12-02', slots: ['09:00-13:00'] },
  ],
});
const server = () => fakeServer({ 'GET /api/delivery-slots?city=Rabat&days=90': slots });

describe('the recipient’s address form', () => {
  it('clears each field’s error as soon as that field is right, and keeps the others', async () => {
    server();
    await renderDom(<ClaimForm token="t0k3n-of-the-recipient-link" />);
    await userEvent.click(screen.getByRole('button', { name: text('claim:form.submit') }));
    expect(screen.getByText(text('claim:errors.address'))).toBeTruthy();
    expect(screen.getByText(text('claim:errors.city'))).toBeTruthy();
    expect(screen.getByText(text('claim:errors.deliveryDate'))).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(text('claim:form.address')) }), '5 av');
    expect(screen.getByText(text('claim:errors.address'))).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(text('claim:form.address')) }), 'enue Hassan II');
    expect(screen.queryByText(text('claim:errors.address'))).toBeNull();
    expect(screen.getByText(text('claim:errors.city'))).toBeTruthy();

    await userEvent.type(screen.getByRole('combobox', { name: new RegExp(text('claim:form.city')) }), 'Rabat');
    await userEvent.click(await screen.findByRole('option', { name: /^Rabat/ }, { timeout: 5000 }));
    expect(screen.queryByText(text('claim:errors.city'))).toBeNull();
    const day = screen.getByRole('combobox', { name: new RegExp(text('claim:form.date')) });
    await vi.waitFor(() => expect((day as HTMLSelectElement).disabled).toBe(false));
    expect(screen.getByText(text('claim:errors.deliveryDate'))).toBeTruthy();
    await userEvent.selectOptions(day, '2026-11-30');
    expect(screen.queryByText(text('claim:errors.deliveryDate'))).toBeNull();
  });

  it('names each day with its weekday, in French and in Arabic', async () => {
    for (const [locale, monday, wednesday] of [
      ['fr', 'lun. 30 nov.', 'mer. 2 déc.'],
      ['ar', 'الاثنين، 30 نونبر', 'الأربعاء، 2 دجنبر'],
    ] as const) {
      server();
      await renderDom(<ClaimForm token="t0k3n-of-the-recipient-link" />, { locale });
      await userEvent.type(screen.getAllByRole('combobox')[0]!, 'Rabat');
      await userEvent.click(await screen.findByRole('option', { name: /Rabat/ }, { timeout: 5000 }));
      const day = screen.getAllByRole('combobox')[1]!;
      await vi.waitFor(() => expect(within(day).getAllByRole('option')).toHaveLength(3));
      expect(within(day).getAllByRole('option').map((o) => o.textContent).slice(1)).toEqual([monday, wednesday]);
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
