// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { adminOrder } from '@/features/admin-orders/testing/order';
import { fakeServer } from '@/testing/fake-server';
import { renderDom } from '@/testing/render-dom';
import { AdminOrderCard } from './admin-order-card';
import { OrderDetailsDialog } from './order-details-dialog';
import { text } from '@/testing/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noop = () => undefined;
const order = adminOrder();
const paymentPage = `/admin/orders/${order.id}/payment`;

/** Draws `ui` on /admin/orders and answers the path the back office shows afterwards. */
async function onOrdersPage(ui: ReactNode) {
  fakeServer({});
  const location = memoryLocation({ path: '/admin/orders', record: true });
  await renderDom(<Router hook={location.hook}>{ui}</Router>);
  return () => location.history.at(-1);
}

describe('the payment link of an order', () => {
  it('opens the payment page in the same tab from the order’s card', async () => {
    const here = await onOrdersPage(
      <AdminOrderCard order={order} selected={false} onSelect={noop} onStatus={noop} statusPending={false} onDetails={noop} onPrint={noop} />,
    );
    const link = screen.getByRole('link', { name: text('admin:orders.paymentOf', { number: order.orderNumber }) });
    expect(link.getAttribute('target')).toBeNull();
    await userEvent.click(link);
    expect(here()).toBe(paymentPage);
  });

  it('opens the payment page in the same tab from the order’s details', async () => {
    const here = await onOrdersPage(<OrderDetailsDialog order={order} onOpenChange={noop} />);
    const link = within(screen.getByRole('dialog')).getByRole('link', { name: text('admin:orders.editPayment') });
    expect(link.getAttribute('target')).toBeNull();
    await userEvent.click(link);
    expect(here()).toBe(paymentPage);
  });
});
