import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, partOf } from './columns.js';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * A date a customer asked to be reminded of, with their consent (`consentedAt`, never null: no
 * row without the ticked box). `unsubscribeToken` is stored as is, like the newsletter's (decision
 * 016): every reminder prints it again.
 */
export const occasionReminders = pgTable(
  'occasion_reminders',
  {
    id: id(),
    userId: partOf('user_id', () => users.id),
    personName: text('person_name').notNull(),
    relationship: text('relationship').notNull(),
    occasion: text('occasion').notNull(),
    day: integer('day').notNull(),
    month: integer('month').notNull(),
    budget: text('budget'),
    channel: text('channel', { enum: ['email', 'whatsapp'] })
      .notNull()
      .default('email'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('occasion_reminders_user_idx').on(t.userId), index('occasion_reminders_month_idx').on(t.month, t.day)],
);

/** One row per reminder and occasion year: the insert that makes it is the only one that sends. */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    reminderId: partOf('reminder_id', () => occasionReminders.id),
    year: integer('year').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reminderId, t.year] })],
);
