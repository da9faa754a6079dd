// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliverySlots } from '@contracts/delivery-slots';
import { renderDom } from '@/testing/render-dom';
import { text } from '@/testing/i18n';
import { fakeServer } from '@/testing/fake-server';
import { emptyCheckout, type CheckoutValues } from '@/features/checkout/utils/checkout-schema';
import { DeliverySchedule } from './delivery-schedule';

const ALL = ['09:00-13:00', '13:00-17:00', '17:00-21:00'];
const calendar: DeliverySlots = {
  city: 'Casablanca',
  zone: 'casablanca',
  today: '2030-06-04',
  nextDate: '2030-06-05',
  days: [
    { date: '2030-06-05', slots: ALL, express: false },
    { date: '2030-06-06', slots: ['17:00-21:00'], express: false },
    // 7 June is a holiday: not in the answer.
    { date: '2030-06-08', slots: ALL, express: false },
  ],
};

/** Shows what the form holds, as the order payload will read it. */
function Probe() {
  const [date, slot] = useWatch<CheckoutValues>({ name: ['deliveryDate', 'deliverySlot'] });
  return <output data-testid="chosen">{`${String(date)}|${String(slot)}`}</output>;
}

function WithForm({ children }: { children: ReactNode }) {
  const form = useForm<CheckoutValues>({ defaultValues: { ...emptyCheckout('stripe'), recipientCity: 'Casablanca' } });
  return (
    <FormProvider {...form}>
      {children}
      <Probe />
    </FormProvider>
  );
}

const show = (locale: 'fr' | 'ar' | 'en' = 'fr') => {
  fakeServer({ 'GET /api/delivery-slots?city=Casablanca&days=90': Response.json(calendar) });
  return renderDom(
    <WithForm>
      <DeliverySchedule />
    </WithForm>,
    { locale },
  );
};
const dayButton = (day: number) => {
  const cell = document.querySelector(`td[data-day="2030-06-${String(day).padStart(2, '0')}"]`);
  return cell?.querySelector('button') as HTMLButtonElement;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the checkout’s delivery calendar', () => {
  it('enables only the days the shop can deliver on, then offers that day’s slots', async () => {
    await show();
    await screen.findByRole('grid');
    expect(screen.getByRole('grid').getAttribute('aria-label') ?? '').toMatch(/juin 2030/);
    expect(dayButton(5).disabled).toBe(false);
    expect(dayButton(4).disabled).toBe(true); // today: past the cut-off
    expect(dayButton(7).disabled).toBe(true); // a holiday
    expect(screen.queryByRole('radio')).toBeNull();

    await userEvent.click(dayButton(6));
    // One slot that day: chosen at once.
    expect(screen.getByTestId('chosen').textContent).toBe('2030-06-06|17:00-21:00');

    await userEvent.click(dayButton(5));
    const group = screen.getByRole('group', { name: text('checkout:schedule.slotsOn', { date: '5 juin 2030' }) });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByTestId('chosen').textContent).toBe('2030-06-05|');
    await userEvent.click(within(group).getByRole('radio', { name: /13:00–17:00/ }));
    expect(screen.getByTestId('chosen').textContent).toBe('2030-06-05|13:00-17:00');
  });

  it('is chosen with the keyboard', async () => {
    await show();
    await screen.findByRole('grid');
    dayButton(5).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(dayButton(6));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('chosen').textContent).toBe('2030-06-06|17:00-21:00');
  });

  it('reads right to left in Arabic, with the Moroccan month names', async () => {
    await show('ar');
    const grid = await screen.findByRole('grid');
    expect(grid.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(grid.getAttribute('aria-label') ?? '').toContain('يونيو');
    await waitFor(() => expect(screen.getByText(text('checkout:schedule.hint', { date: '\u0000' }).split('\u0000')[0]!, { exact: false })).toBeTruthy());
  });

  it('shows a sender abroad each slot on their own clock too, the day named when it is another', async () => {
    const zone = (timeZone: string) => vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone } as Intl.ResolvedDateTimeFormatOptions);
    zone('Europe/Paris');
    await show();
    await screen.findByRole('grid');
    await userEvent.click(dayButton(5));
    const group = screen.getByRole('group', { name: text('checkout:schedule.slotsOn', { date: '5 juin 2030' }) });
    // June 2030: Morocco at UTC+1, Paris at UTC+2.
    expect(within(group).getByRole('radio', { name: /09:00–13:00.*10:00–14:00/ })).toBeTruthy();
    expect(within(group).getByText(text('checkout:schedule.moroccoTime'))).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();

    zone('Asia/Tokyo');
    await show();
    await screen.findByRole('grid');
    await userEvent.click(dayButton(5));
    // 17:00 in Casablanca is 01:00 the next day in Tokyo.
    expect(screen.getByRole('radio', { name: /17:00–21:00.*6 juin 2030.*01:00–05:00/ })).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();

    zone('Africa/Casablanca');
    await show();
    await screen.findByRole('grid');
    await userEvent.click(dayButton(5));
    // Only Morocco's hours: the radio's name is the slot alone.
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(ALL.map((slot) => `\u2066${slot.replace('-', '–')}\u2069`));
    expect(screen.queryByText(text('checkout:schedule.moroccoTime'))).toBeNull();
    vi.restoreAllMocks();
  });
});
