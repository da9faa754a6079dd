// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderDom } from '@/testing/render-dom';
import { sampleOrder } from '@/features/orders/testing/order';
import { OrderCard } from './order-card';

describe('the recipient’s address on an order read in Arabic', () => {
  afterEach(cleanup);

  it('joins the street and the city with the Arabic comma and names the city in Arabic', async () => {
    await renderDom(<OrderCard order={sampleOrder({ recipientAddress: '24 rue Ibn Batouta, Gauthier,' })} />, { locale: 'ar' });
    expect(await screen.findByText('24 rue Ibn Batouta, Gauthier، الدار البيضاء')).toBeTruthy();
    expect(screen.queryByText(/Casablanca/)).toBeNull();
  });

  it('keeps the Latin comma and the French name in French', async () => {
    await renderDom(<OrderCard order={sampleOrder()} />);
    expect(screen.getByText('24 rue Ibn Batouta, Gauthier, Casablanca')).toBeTruthy();
  });
});
