import { describe, expect, it } from 'vitest';
import { readOrderFilters, toOrderQuery } from '@/features/admin-orders/utils/order-filters';
import { ordersCsvUrl } from './orders-csv';

describe('the CSV export link', () => {
  it('carries the list’s filters and no paging', () => {
    const filters = readOrderFilters(new URLSearchParams('status=pending&date=2026-05-02&search=Yasmine&page=3'));
    expect(ordersCsvUrl(toOrderQuery(filters))).toBe('/api/admin/orders.csv?status=pending&deliveryDate=2026-05-02&search=Yasmine');
  });

  it('exports everything without filters', () => {
    expect(ordersCsvUrl(toOrderQuery(readOrderFilters(new URLSearchParams())))).toBe('/api/admin/orders.csv');
  });
});
