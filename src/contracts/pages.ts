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

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether a path (without its query) is one of the storefront's pages; a trailing slash is allowed. */
export function isStorePage(path: string): boolean {
  const parts = segments(path);
  return Object.values(storePages).some((pattern) => {
    const wanted = segments(pattern);
    return wanted.length === parts.length && wanted.every((w, i) => w.startsWith(':') || w === parts[i]);
  });
}
