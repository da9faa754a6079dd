// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@contracts/common';
import { renderDom } from '@/testing/render-dom';
import { fakeServer } from '@/testing/fake-server';
import { ClaimForm } from './claim-form';

// The list of places is its own chunk: here it comes when the test lets it, as on a slow phone.
const list = vi.hoisted(() => {
  let open = () => {};
  const arrived = new Promise<void>((resolve) => (open = resolve));
  return { arrived, open: () => open() };
});
vi.mock('@contracts/morocco-places', async (original) => {
  await list.arrived;
  return original();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const calendar = (city: string) => () =>
  Response.json({
    city,
    zone: 'national',
    today: '2026-11-29',
    nextDate: '2026-11-30',
    days: [
      { date: '2026-11-30', slots: ['09:00-13:00', '14:00-18:00'] },
      { date: '2026-12-02', slots: ['09:00-13:00'] },
    ],
  });
const token = 't0k3n-of-the-recipient-link';
const slotsOf = (city: string) => `GET /api/delivery-slots?city=${encodeURIComponent(city)}&days=90`;
const serve = () =>
  fakeServer({
    [slotsOf('تطوان')]: calendar('Tétouan'),
    [slotsOf('Tétouan')]: calendar('Tétouan'),
    [slotsOf('Rabat')]: calendar('Rabat'),
    [`POST /api/claims/${token}`]: () => Response.json({ deliveryDate: '2026-12-02', deliverySlot: '09:00-13:00' }),
  });
const combos = () => screen.getAllByRole('combobox');

async function fillUntilTheDay(locale: Locale, typed: string) {
  const user = userEvent.setup();
  await renderDom(<ClaimForm token={token} />, { locale });
  await user.type(screen.getByRole('textbox'), '5 avenue Hassan II');
  const city = combos()[0]!;
  await user.type(city, typed);
  // Before the list has come, the field offers what was typed as it is ("Autre lieu").
  await user.click(await screen.findByRole('option', { name: new RegExp(typed) }));
  const day = combos()[1] as HTMLSelectElement;
  await vi.waitFor(() => expect(day.disabled).toBe(false));
  await user.selectOptions(day, '2026-12-02');
  await user.selectOptions(combos()[2]!, '09:00-13:00');
  return { user, city, day };
}

describe('the recipient’s form when the city field is left for the button', () => {
  it('keeps the day and slot when leaving the field only names the same place from the list', async () => {
    const server = serve();
    const { user, city } = await fillUntilTheDay('ar', 'تطوان');
    list.open();
    await user.click(city);
    expect(document.activeElement).toBe(city);
    await vi.waitFor(() => expect(screen.getByRole('option', { name: /^تطوان/ })).toBeTruthy());
    await user.click(screen.getByRole('button'));
    await vi.waitFor(() => expect(server.bodiesOf(`POST /api/claims/${token}`)).toHaveLength(1));
    expect(server.bodiesOf(`POST /api/claims/${token}`)[0]).toMatchObject({ city: 'Tétouan', deliveryDate: '2026-12-02', deliverySlot: '09:00-13:00' });
  });

  it('still clears the day and slot when another city is chosen', async () => {
    serve();
    list.open();
    const { user, city, day } = await fillUntilTheDay('fr', 'Tétouan');
    await user.clear(city);
    await user.type(city, 'Rabat');
    await user.click(await screen.findByRole('option', { name: /^Rabat/ }));
    expect(day.value).toBe('');
    expect(combos()).toHaveLength(2);
  });
});
