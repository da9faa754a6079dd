import { boolean, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import type { HolidayLabels } from '../../../contracts/delivery-slots.js';

/**
 * Dates without delivery in every zone: public holidays (pre-filled per year) and the owner's own.
 * An Islamic holiday follows the moon sighting: it stays `estimated` until the owner confirms it.
 */
export const deliveryBlockedDates = pgTable('delivery_blocked_dates', {
  date: date('date').primaryKey(),
  label: text('label').notNull(),
  /** A pre-filled public holiday's name in each language; null once the owner names the date. */
  labels: jsonb('labels').$type<HolidayLabels>(),
  kind: text('kind', { enum: ['fixed', 'islamic', 'custom'] }).notNull(),
  estimated: boolean('estimated').notNull().default(false),
  createdAt: createdAt(),
});

/** The years whose public holidays were pre-filled once, so a holiday the owner removed stays removed. */
export const deliveryHolidayYears = pgTable('delivery_holiday_years', {
  year: integer('year').primaryKey(),
  filledAt: timestamp('filled_at', { withTimezone: true }).notNull().defaultNow(),
});
