import { describe, expect, it } from 'vitest';
import { isKnownPage, isStorePage } from './pages.js';

describe('the storefront pages the server knows', () => {
  it('knows every page of the client router, with or without a trailing slash', () => {
    for (const path of ['/', '/catalog', '/catalog/', '/gifts/anything', '/orders', '/orders/123', '/reset-password', '/track']) {
      expect(isStorePage(path), path).toBe(true);
    }
  });

  it('does not know any other path', () => {
    for (const path of ['/nowhere', '/gifts', '/gifts/a/b', '/orders/1/2', '/catalogue', '/admin', '/Catalog']) {
      expect(isStorePage(path), path).toBe(false);
    }
  });
});

describe('the back office pages the server knows', () => {
  it('knows the screens of spec 001, and nothing else under /admin', () => {
    for (const path of ['/admin', '/admin/', '/admin/orders', '/admin/orders/42/payment', '/admin/gifts', '/admin/settings']) {
      expect(isKnownPage(path), path).toBe(true);
    }
    for (const path of ['/admin/nowhere', '/admin/orders/42', '/administration']) expect(isKnownPage(path), path).toBe(false);
  });
});
