/**
 * Query keys of the back office, all under `admin`: a write in one screen can refresh another's
 * figures (a new order status changes the dashboard) without the features importing each other.
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  gifts: ['admin', 'gifts'] as const,
  giftList: (query: object) => ['admin', 'gifts', 'list', query] as const,
  categories: ['admin', 'categories'] as const,
  orders: ['admin', 'orders'] as const,
  orderList: (query: object) => ['admin', 'orders', 'list', query] as const,
  order: (id: string) => ['admin', 'orders', 'detail', id] as const,
  reviews: ['admin', 'reviews'] as const,
  content: ['admin', 'content'] as const,
  /** Paramètres (every setting) and the notification settings show some of the same values (the mail_* keys). */
  settings: ['admin', 'settings'] as const,
  notificationSettings: ['admin', 'notification-settings'] as const,
  outbox: ['admin', 'outbox'] as const,
  outboxPage: (query: object) => ['admin', 'outbox', query] as const,
  invoiceReadiness: ['admin', 'invoice-readiness'] as const,
};

/** The storefront's catalogue caches, refreshed after the back office changes the catalogue. */
export const storefrontCatalogKeys = [['gifts'], ['categories']] as const;
