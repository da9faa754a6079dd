import { describe, expect, it } from 'vitest';
import { isKnownPage } from '@contracts/pages';
import { adminLinks, adminLinksFor, isCurrentAdmin } from './nav-items';

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

describe('the menu a role sees', () => {
  it('shows a partner the gift codes screen only, and an admin every screen with it', () => {
    expect(adminLinksFor('partner').map((l) => l.href)).toEqual(['/admin/redeem']);
    expect(adminLinksFor('admin')).toEqual(adminLinks);
    expect(adminLinks.map((l) => l.href)).toContain('/admin/redeem');
  });
});

describe('the menu’s screens on a direct load', () => {
  it('leads only to pages the server answers, so reloading a screen never shows the 404 page', () => {
    for (const { href } of adminLinks) expect(isKnownPage(href), href).toBe(true);
  });
});
