// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderDom } from '@/testing/render-dom';
import { sampleOrder } from '@/features/orders/testing/order';
import { ItemsCard } from './items-card';

describe('the order’s amounts for a buyer who read prices in another currency', () => {
  afterEach(cleanup);

  it('give the total in that currency at the rate of the order, beside the dirhams charged', async () => {
    // 325 / 10.8 = 30.09… → 30.10.
    await renderDom(<ItemsCard order={sampleOrder({ displayCurrency: { code: 'EUR', rate: 10.8, setAt: '2026-11-27T09:00:00.000Z' } })} />);
    expect(screen.getByText(/^325 DH$/)).toBeTruthy();
    expect(screen.getByText(/≈ 30,10\s€ .*27 novembre 2026/)).toBeTruthy();
  });

  it('say nothing more for an order in dirhams', async () => {
    await renderDom(<ItemsCard order={sampleOrder()} />);
    expect(screen.queryByText(/≈/)).toBeNull();
  });
});
