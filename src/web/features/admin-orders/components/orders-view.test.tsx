// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { withQuery } from '@/lib/api';
import { adminOrder } from '@/features/admin-orders/testing/order';
import { ORDERS_LAYOUT_KEY } from '@/features/admin-orders/hooks/use-orders-layout';
import { pageQuery, readOrderFilters } from '@/features/admin-orders/utils/order-filters';
import { fakeServer } from '@/testing/fake-server';
import { renderDom } from '@/testing/render-dom';
import { text } from '@/testing/i18n';
import { OrdersView } from './orders-view';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const first = adminOrder();
const second = adminOrder({ id: '9c6f9a8e-6d3c-4a4b-9a51-1d2e3f4a5b6c', orderNumber: 'CAD-2B8M4N', status: 'pending', customer: null, senderEmail: 'nadia@exemple.ma' });
const listUrl = withQuery('/api/admin/orders', pageQuery(readOrderFilters(new URLSearchParams())));

/** The orders screen on a screen this wide, with two orders; returns the fake server to read what was sent. */
async function ordersScreen(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width: (\d+)rem/.exec(query)![1]) * 16 <= width,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  const server = fakeServer({
    [`GET ${listUrl}`]: () => Response.json([first, second], { headers: { 'X-Total-Count': '2' } }),
    [`PATCH /api/admin/orders/${second.id}/status`]: () => Response.json({}),
  });
  await renderDom(
    <Router hook={memoryLocation({ path: '/admin/orders' }).hook}>
      <OrdersView />
    </Router>,
  );
  await screen.findByText('CAD-2B8M4N');
  return server;
}

const toggle = (layout: 'cards' | 'table') =>
  within(screen.getByRole('group', { name: text('admin:orders.layout.label') })).getByRole('button', { name: text(`admin:orders.layout.${layout}`) });
const orderTable = () => screen.queryByRole('table', { name: text('admin:orders.table.caption') });

describe('the orders screen’s cards or table', () => {
  it('opens as cards on a phone and as a table on a desktop, saying which is pressed', async () => {
    await ordersScreen(390);
    expect(toggle('cards').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('table').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(orderTable()).toBeNull();
    cleanup();

    await ordersScreen(1280);
    expect(toggle('table').getAttribute('aria-pressed')).toBe('true');
    expect(within(orderTable()!).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('switches at a tap and remembers the owner’s choice in this browser', async () => {
    await ordersScreen(390);
    await userEvent.click(toggle('table'));
    expect(toggle('table').getAttribute('aria-pressed')).toBe('true');
    expect(orderTable()).not.toBeNull();
    expect(localStorage.getItem(ORDERS_LAYOUT_KEY)).toBe('table');
    cleanup();

    // Back on the screen later: the table again, though a phone would open on cards.
    await ordersScreen(390);
    expect(orderTable()).not.toBeNull();
    await userEvent.click(toggle('cards'));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    cleanup();

    await ordersScreen(1280);
    expect(toggle('cards').getAttribute('aria-pressed')).toBe('true');
    expect(orderTable()).toBeNull();
  });

  it('ticks rows one by one or the whole page for the selection bar, as the cards do', async () => {
    await ordersScreen(1280);
    const table = orderTable()!;
    await userEvent.click(within(table).getByRole('checkbox', { name: text('admin:orders.select', { number: 'CAD-2B8M4N' }) }));
    const bar = screen.getByRole('region', { name: text('admin:orders.bulkTitle') });
    expect(bar.textContent).toContain(text('admin:orders.selected', { count: 1 }));
    expect(within(table).getByRole('row', { name: /CAD-2B8M4N/ }).getAttribute('data-selected')).toBe('true');

    await userEvent.click(within(table).getByRole('checkbox', { name: text('admin:orders.selectPage') }));
    expect(bar.textContent).toContain(text('admin:orders.selected', { count: 2 }));
    await userEvent.click(within(table).getByRole('checkbox', { name: text('admin:orders.selectPage') }));
    expect(screen.queryByRole('region', { name: text('admin:orders.bulkTitle') })).toBeNull();

    // The choice survives a switch of view.
    await userEvent.click(within(table).getByRole('checkbox', { name: text('admin:orders.select', { number: 'CAD-7K4P9Q' }) }));
    await userEvent.click(toggle('cards'));
    expect((screen.getByRole('checkbox', { name: text('admin:orders.select', { number: 'CAD-7K4P9Q' }) }) as HTMLInputElement).checked).toBe(true);
  });

  it('changes an order’s status from its row: a status chosen, then applied', async () => {
    const server = await ordersScreen(1280);
    const row = within(orderTable()!).getByRole('row', { name: /CAD-2B8M4N/ });
    const apply = () => within(row).queryByRole('button', { name: text('admin:orders.applyStatusOf', { number: 'CAD-2B8M4N' }) });
    expect(apply()).toBeNull();
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: text('admin:orders.table.statusOf', { number: 'CAD-2B8M4N' }) }), text('admin:status.delivered'));
    expect(server.bodiesOf(`PATCH /api/admin/orders/${second.id}/status`)).toEqual([]);
    await userEvent.click(apply()!);
    expect(server.bodiesOf(`PATCH /api/admin/orders/${second.id}/status`)).toEqual([{ status: 'delivered' }]);
    expect(await screen.findByText(text('admin:orders.statusUpdated'))).toBeTruthy();
  });

  it('opens the order’s details from its row', async () => {
    await ordersScreen(1280);
    await userEvent.click(screen.getByRole('button', { name: text('admin:orders.detailsOf', { number: 'CAD-2B8M4N' }) }));
    const dialog = await screen.findByRole('dialog', { name: text('admin:orders.detailsTitle', { number: 'CAD-2B8M4N' }) });
    expect(within(dialog).getByText(text('admin:history.title'))).toBeTruthy();
  });
});
