/**
 * What a write can make stale, named after what it changes. Each topic stands for tables of the
 * database, whose statement triggers announce it to every server copy at commit, whoever wrote
 * (migration 0026):
 * - `gifts`: gifts (their stock and their ratings included);
 * - `categories`: categories;
 * - `settings`: settings (the look, the content pages and the notification settings are settings too)
 *   and the visitors' currency rates;
 * - `calendar`: the blocked delivery dates and the years whose holidays are filled;
 * - `orders`: orders, their lines, history, documents, hourly figures and recipients' address links;
 * - `promotions`: promotions (their uses and discount given counted by each order too);
 * - `users`: accounts;
 * - `sessions`: sessions (changed or ended: no copy keeps a session before reading it).
 */
export const CACHE_TOPICS = ['gifts', 'categories', 'settings', 'calendar', 'orders', 'promotions', 'users', 'sessions'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

export const isCacheTopic = (name: string): name is CacheTopic => (CACHE_TOPICS as readonly string[]).includes(name);
