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

const toggle = (name: 'Cartes' | 'Tableau') => within(screen.getByRole('group', { name: 'Affichage des commandes' })).getByRole('button', { name });
const orderTable = () => screen.queryByRole('table', { name: 'Commandes de cette page, une ligne par commande' });

describe('the orders screen’s cards or table', () => {
  it('opens as cards on a phone and as a table on a desktop, saying which is pressed', async () => {
    await ordersScreen(390);
    expect(toggle('Cartes').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('Tableau').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(orderTable()).toBeNull();
    cleanup();

    await ordersScreen(1280);
    expect(toggle('Tableau').getAttribute('aria-pressed')).toBe('true');
    expect(within(orderTable()!).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('switches at a tap and remembers the owner’s choice in this browser', async () => {
    await ordersScreen(390);
    await userEvent.click(toggle('Tableau'));
    expect(toggle('Tableau').getAttribute('aria-pressed')).toBe('true');
    expect(orderTable()).not.toBeNull();
    expect(localStorage.getItem(ORDERS_LAYOUT_KEY)).toBe('table');
    cleanup();

    // Back on the screen later: the table again, though a phone would open on cards.
    await ordersScreen(390);
    expect(orderTable()).not.toBeNull();
    await userEvent.click(toggle('Cartes'));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    cleanup();

    await ordersScreen(1280);
    expect(toggle('Cartes').getAttribute('aria-pressed')).toBe('true');
    expect(orderTable()).toBeNull();
  });

  it('ticks rows one by one or the whole page for the selection bar, as the cards do', async () => {
    await ordersScreen(1280);
    const table = orderTable()!;
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Sélectionner la commande CAD-2B8M4N' }));
    const bar = screen.getByRole('region', { name: 'Actions sur la sélection' });
    expect(bar.textContent).toContain('1 commande sélectionnée');
    expect(within(table).getByRole('row', { name: /CAD-2B8M4N/ }).getAttribute('data-selected')).toBe('true');

    await userEvent.click(within(table).getByRole('checkbox', { name: 'Sélectionner les commandes de cette page' }));
    expect(bar.textContent).toContain('2 commandes sélectionnées');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Sélectionner les commandes de cette page' }));
    expect(screen.queryByRole('region', { name: 'Actions sur la sélection' })).toBeNull();

    // The choice survives a switch of view.
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Sélectionner la commande CAD-7K4P9Q' }));
    await userEvent.click(toggle('Cartes'));
    expect((screen.getByRole('checkbox', { name: 'Sélectionner la commande CAD-7K4P9Q' }) as HTMLInputElement).checked).toBe(true);
  });

  it('changes an order’s status from its row: a status chosen, then applied', async () => {
    const server = await ordersScreen(1280);
    const row = within(orderTable()!).getByRole('row', { name: /CAD-2B8M4N/ });
    const apply = () => within(row).queryByRole('button', { name: 'Mettre à jour le statut de la commande CAD-2B8M4N' });
    expect(apply()).toBeNull();
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: 'Statut de la commande CAD-2B8M4N' }), 'Livré');
    expect(server.bodiesOf(`PATCH /api/admin/orders/${second.id}/status`)).toEqual([]);
    await userEvent.click(apply()!);
    expect(server.bodiesOf(`PATCH /api/admin/orders/${second.id}/status`)).toEqual([{ status: 'delivered' }]);
    expect(await screen.findByText('Statut mis à jour')).toBeTruthy();
  });

  it('opens the order’s details from its row', async () => {
    await ordersScreen(1280);
    await userEvent.click(screen.getByRole('button', { name: 'Détails de la commande CAD-2B8M4N' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commande CAD-2B8M4N' });
    expect(within(dialog).getByText('Historique')).toBeTruthy();
  });
});
