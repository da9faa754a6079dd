import { numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The currencies a visitor abroad may see prices in, besides the dirham every order is charged in:
 * the owner's rate (dirhams for one unit) and when it was set. A currency without a row is not offered.
 */
export const currencyRates = pgTable('currency_rates', {
  code: text('code').primaryKey(),
  rate: numeric('rate', { precision: 12, scale: 4 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
