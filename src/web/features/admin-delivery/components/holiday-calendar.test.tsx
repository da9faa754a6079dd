// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockedDate } from '@contracts/delivery-slots';
import { fakeServer } from '@/testing/fake-server';
import { renderDom } from '@/testing/render-dom';
import { HolidayCalendar } from './holiday-calendar';
import { text } from '@/testing/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const day = (date: string, label: string): BlockedDate => ({ date, label, labels: null, kind: 'fixed', estimated: false });
const year2026 = [day('2026-01-01', 'Nouvel An'), day('2026-07-30', 'Fête du Trône'), day('2026-11-18', 'Fête de l’Indépendance'), day('2026-12-31', 'Inventaire')];
const year2025 = [day('2025-11-18', 'Fête de l’Indépendance 2025')];

async function openCalendarOn(today: string) {
  fakeServer({
    'GET /api/admin/delivery-calendar?year=2026': Response.json(year2026),
    'GET /api/admin/delivery-calendar?year=2025': Response.json(year2025),
  });
  await renderDom(<HolidayCalendar today={today} />);
  await screen.findByText('Inventaire');
}
/** The labels a reader sees without opening anything, top to bottom. */
const shownLabels = () =>
  [...document.querySelectorAll('li bdi')].filter((el) => !el.closest('details:not([open])')).map((el) => el.textContent);

describe('the holiday calendar', () => {
  it('opens on today: the coming dates first, the ones already gone folded away', async () => {
    await openCalendarOn('2026-11-18');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('2026');
    expect(shownLabels()).toEqual(['Fête de l’Indépendance', 'Inventaire']);
    const gone = screen.getByText(text('admin-delivery:calendar.past', { count: 2 }));
    await userEvent.click(gone);
    expect(shownLabels()).toEqual(['Fête de l’Indépendance', 'Inventaire', 'Nouvel An', 'Fête du Trône']);
  });

  it('offers to block today or a later day only', async () => {
    await openCalendarOn('2026-11-18');
    expect(screen.getByLabelText(text('admin-delivery:calendar.date')).getAttribute('min')).toBe('2026-11-18');
  });

  it('shows a past year whole', async () => {
    await openCalendarOn('2026-11-18');
    await userEvent.click(screen.getByRole('button', { name: text('admin-delivery:calendar.previousYear') }));
    await screen.findByText('Fête de l’Indépendance 2025');
    expect(shownLabels()).toEqual(['Fête de l’Indépendance 2025']);
    expect(document.querySelector('details')).toBeNull();
  });
});
