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
  reviewOrder: '/review-order/:orderId',
  giftQuiz: '/gift-quiz',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  ecard: '/e-card/:token',
  giftClaim: '/gift/claim/:token',
  remindersUnsubscribe: '/reminders/unsubscribe',
  cartRestore: '/cart/restore',
  cartRemindersStop: '/cart/reminders/stop',
  pot: '/pot/:token',
} as const;

export type StorePage = keyof typeof storePages;

/** Text namespaces (src/web/i18n/locales/<lng>/<ns>.json) that the storefront's frame uses on every page. */
export const shellTexts = ['common', 'cart', 'errors'] as const;

/**
 * The texts each page needs beyond the frame's: the client loads them with the page's code, and the
 * server hints the first page's French ones. A namespace missing here still loads, a moment later.
 */
export const pageTexts: Record<StorePage, readonly string[]> = {
  home: ['home', 'catalog'],
  catalog: ['catalog'],
  gift: ['catalog', 'reviews'],
  occasions: ['pages'],
  about: ['pages'],
  contact: ['pages'],
  privacy: ['pages'],
  terms: ['pages'],
  faq: ['pages'],
  auth: ['auth'],
  resetPassword: ['auth'],
  profile: ['reminders', 'auth'],
  checkout: ['checkout', 'ecard'],
  orderSuccess: ['orders', 'reminders'],
  orders: ['orders'],
  order: ['orders', 'checkout', 'ecard', 'delivery', 'reminders'],
  track: ['orders'],
  newsletterConfirm: ['home'],
  reviewOrder: ['reviews', 'orders'],
  giftQuiz: ['quiz'],
  newsletterUnsubscribe: ['home'],
  ecard: ['ecard'],
  giftClaim: ['claim', 'checkout'],
  remindersUnsubscribe: ['reminders'],
  cartRestore: ['carts'],
  cartRemindersStop: ['carts'],
  pot: ['pots', 'checkout'],
};

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
  outbox: '/admin/outbox',
  content: '/admin/content',
  inbox: '/admin/inbox',
  redeem: '/admin/redeem',
  partners: '/admin/partners',
  deliveries: '/admin/deliveries',
  deliveryCalendar: '/admin/delivery-calendar',
  currencies: '/admin/currencies',
  promotions: '/admin/promotions',
  extras: '/admin/extras',
  pots: '/admin/pots',
} as const;

const segments = (path: string) => path.split('/').filter(Boolean);

const matches = (patterns: readonly string[], path: string) => {
  const parts = segments(path);
  return patterns.some((pattern) => {
    const wanted = segments(pattern);
    return wanted.length === parts.length && wanted.every((w, i) => w.startsWith(':') || w === parts[i]);
  });
};

/** The storefront page a path (without its query) shows, if any. */
export const storePageAt = (path: string) =>
  (Object.keys(storePages) as StorePage[]).find((page) => matches([storePages[page]], path));

/** Whether a path (without its query) is one of the storefront's pages; a trailing slash is allowed. */
export const isStorePage = (path: string) => matches(Object.values(storePages), path);

/** Whether a path is a page of the shop, storefront or back office: any other answers 404. */
export const isKnownPage = (path: string) => isStorePage(path) || matches(Object.values(adminPages), path);

/**
 * The visitor's language as a cookie (the browser also keeps it in its storage), so the server renders
 * a page's first HTML in it: `fr`, `ar` or `en`.
 */
export const LANGUAGE_COOKIE = 'language';

/**
 * The currency the visitor chose to read prices in (`EUR`, `USD`, `GBP`, `MAD`), as a cookie so the
 * server draws a page's first HTML in it: no dirhams flashing before the visitor's euros.
 */
export const CURRENCY_COOKIE = 'currency';

/**
 * The public pages whose first HTML the server renders (decision 026); the others (account,
 * checkout, cart, back office) are drawn in the browser only.
 */
export const renderedPages: readonly StorePage[] = ['home', 'catalog', 'gift', 'occasions', 'about', 'contact', 'privacy', 'terms', 'faq'];
