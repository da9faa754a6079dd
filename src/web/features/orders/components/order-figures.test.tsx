// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderDom } from '@/testing/render-dom';
import { sampleOrder } from '@/features/orders/testing/order';
import { DetailHeader } from './detail/detail-header';
import { OrderCard } from './order-card';

// The heading face draws old-style figures, so "780" would read "78o" without the `figures` utility.
const drawnWithLiningFigures = (text: string | RegExp) => expect(screen.getByText(text).closest('.figures')).not.toBeNull();

describe('figures on the order screens', () => {
  afterEach(cleanup);
  const order = sampleOrder({ orderNumber: 'CAD-780A10', totalAmount: '2175.00' });

  it('draws the number, the date and the amount of an order in the list with lining figures', async () => {
    await renderDom(<OrderCard order={order} />);
    drawnWithLiningFigures('CAD-780A10');
    drawnWithLiningFigures(/22 novembre 2026/);
    drawnWithLiningFigures(/^2\s175 DH$/);
  });

  it('draws the title and the total of the order page with lining figures', async () => {
    await renderDom(<DetailHeader order={order} />);
    expect(screen.getByRole('heading', { level: 1, name: /CAD-780A10/ }).classList.contains('figures')).toBe(true);
    drawnWithLiningFigures(/^2\s175 DH$/);
  });
});
