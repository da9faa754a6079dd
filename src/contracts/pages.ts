/**
 * The storefront's pages (spec 000 §2), one pattern each (`:name` is one path segment). The client's
 * router draws them and the server reads the same list, so any other path answers 404.
 */
export const storePages = {
  home: '/',
  catalog: '/catalog',
  gift: '/gifts/:id',
  occasions: '/occasions',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  faq: '/faq',
  auth: '/auth',
  resetPassword: '/reset-password',
  profile: '/profile',
  checkout: '/checkout',
  orderSuccess: '/order-success',
  orders: '/orders',
  order: '/orders/:id',
  track: '/track',
  newsletterConfirm: '/newsletter/confirm',
} as const;

export type StorePage = keyof typeof storePages;

/** The back office's pages (spec 001 §2); the client draws them in routes/admin. */
export const adminPages = {
  dashboard: '/admin',
  orders: '/admin/orders',
  orderPayment: '/admin/orders/:id/payment',
  gifts: '/admin/gifts',
  categories: '/admin/categories',
  reviews: '/admin/reviews',
  settings: '/admin/settings',
  notificationSettings: '/admin/notification-settings',
  content: '/admin/content',
} as const;

const segments = (path: string) => path.split('/').filter(Boolean);

const matches = (patterns: readonly string[], path: string) => {
  const parts = segments(path);
  return patterns.some((pattern) => {
    const wanted = segments(pattern);
    return wanted.length === parts.length && wanted.every((w, i) => w.startsWith(':') || w === parts[i]);
  });
};

/** Whether a path (without its query) is one of the storefront's pages; a trailing slash is allowed. */
export const isStorePage = (path: string) => matches(Object.values(storePages), path);

/** Whether a path is a page of the shop, storefront or back office: any other answers 404. */
export const isKnownPage = (path: string) => isStorePage(path) || matches(Object.values(adminPages), path);
