// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeServer } from '@/testing/fake-server';
import { renderDom } from '@/testing/render-dom';
import { text } from '@/testing/i18n';
import { DayParcels } from './day-parcels';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ready = [
  { id: '11111111-1111-4111-8111-111111111111', orderNumber: 'CAD-AAAAAA' },
  { id: '22222222-2222-4222-8222-222222222222', orderNumber: 'CAD-BBBBBB' },
];
const outcome = (o: (typeof ready)[number], error: string | null) => ({
  orderId: o.id,
  orderNumber: o.orderNumber,
  existing: false,
  error,
  parcel: error ? null : { carrier: 'sendit', trackingNumber: 'SD1', status: 'created' },
});

describe('a day’s parcels', () => {
  it('sends the whole day when nothing is ticked, and lists the orders the carrier refused with its reason', async () => {
    const server = fakeServer({ 'POST /api/admin/parcels': Response.json({ outcomes: [outcome(ready[0]!, null), outcome(ready[1]!, 'Sendit ne dessert pas « Ouarzazate »')] }) });
    await renderDom(<DayParcels date="2031-03-12" ready={ready} selected={[]} hasParcels={false} />);
    expect(screen.queryByRole('link', { name: text('admin-delivery:parcels.labels') })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: text('admin-delivery:parcels.createDay', { count: 2 }) }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text('admin-delivery:parcels.refused', { number: 'CAD-BBBBBB' }));
    expect(alert.textContent).toContain('Ouarzazate');
    expect(alert.textContent).not.toContain('CAD-AAAAAA');
    expect(server.bodiesOf('POST /api/admin/parcels')).toEqual([{ orderIds: ready.map((o) => o.id) }]);
  });

  it('sends only the ticked orders, and offers the day’s labels once there are parcels', async () => {
    const server = fakeServer({ 'POST /api/admin/parcels': Response.json({ outcomes: [outcome(ready[1]!, null)] }) });
    await renderDom(<DayParcels date="2031-03-12" ready={ready} selected={[ready[1]!.id]} hasParcels />);
    expect(screen.getByRole('link', { name: text('admin-delivery:parcels.labels') }).getAttribute('href')).toBe('/api/admin/parcels/labels.pdf?date=2031-03-12');
    await userEvent.click(screen.getByRole('button', { name: text('admin-delivery:parcels.createSelected', { count: 1 }) }));
    await vi.waitFor(() => expect(server.bodiesOf('POST /api/admin/parcels')).toEqual([{ orderIds: [ready[1]!.id] }]));
  });

  it('says why nothing was created when the carrier refuses the account', async () => {
    fakeServer({ 'POST /api/admin/parcels': failure(502, 'courier_error', 'Sendit a refusé la connexion : vérifiez la clé secrète.') });
    await renderDom(<DayParcels date="2031-03-12" ready={ready} selected={[]} hasParcels={false} />);
    await userEvent.click(screen.getByRole('button', { name: text('admin-delivery:parcels.createDay', { count: 2 }) }));
    expect(await screen.findByText('Sendit a refusé la connexion : vérifiez la clé secrète.')).toBeTruthy();
  });
});
