import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt, type Localized } from './columns.js';

export const categories = pgTable('categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull().default({ fr: '' }),
  imageUrl: text('image_url'),
  color: text('color').notNull().default('#D4A574'),
  icon: text('icon'),
  sortOrder: integer('sort_order').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const gifts = pgTable(
  'gifts',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull().default({ fr: '' }),
    price: money('price').notNull(),
    /** VAT in percent included in the price (Morocco: 20 standard, 14, 10, 7 or 0). */
    vatRate: integer('vat_rate').notNull().default(20),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['physical', 'digital'] }).notNull().default('physical'),
    /** null = unlimited (digital gifts); 0 = sold out. */
    stock: integer('stock'),
    deliveryTime: integer('delivery_time').notNull().default(24),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** The recipient who gives the address may take another gift of the same or lower price instead (recipient-claims). */
    swappable: boolean('swappable').notNull().default(false),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Quiz and occasion matching: interests, styles, occasions, relationships, age groups. */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Lower-cased, accent-free name and description in all three languages, for search. */
    searchText: text('search_text').notNull().default(''),
    /** Published reviews (verified and public) of orders holding this gift; kept by review moderation. */
    reviewCount: integer('review_count').notNull().default(0),
    /** Their average overall rating, null without any. */
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gifts_category_idx').on(t.categoryId),
    check('gifts_vat_rate_range', sql`${t.vatRate} between 0 and 100`),
    // An order takes its stock unconditionally: a line short of it fails here (orders/insert-order.ts).
    check('gifts_stock_not_negative', sql`${t.stock} >= 0`),
    index('gifts_active_price_idx').on(t.isActive, t.price),
    // The catalogue search is `search_text ILIKE '%word%'`: only a trigram index serves that.
    index('gifts_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
