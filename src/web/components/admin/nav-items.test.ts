import { describe, expect, it } from 'vitest';
import { isCurrentAdmin } from './nav-items';

describe('the current back office screen in the menu', () => {
  it('marks the dashboard on /admin only', () => {
    expect(isCurrentAdmin('/admin', '/admin')).toBe(true);
    expect(isCurrentAdmin('/admin', '/admin/')).toBe(true);
    expect(isCurrentAdmin('/admin', '/admin/orders')).toBe(false);
  });

  it('keeps Orders current on an order’s payment page, and not on a look-alike path', () => {
    expect(isCurrentAdmin('/admin/orders', '/admin/orders/0b6f/payment')).toBe(true);
    expect(isCurrentAdmin('/admin/orders', '/admin/orders-archive')).toBe(false);
  });
});
