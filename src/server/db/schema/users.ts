import { boolean, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, partOf, updatedAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(), // stored lower-cased
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'admin', 'partner'] }).notNull().default('customer'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country').notNull().default('Maroc'),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender', { enum: ['', 'male', 'female', 'other'] }).notNull().default(''),
    preferredLanguage: text('preferred_language', { enum: ['fr', 'ar', 'en'] }).notNull().default('fr'),
    newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
    smsOptIn: boolean('sms_opt_in').notNull().default(false),
    profileImageUrl: text('profile_image_url'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The back office's order search matches the customer's e-mail anywhere in it.
  (t) => [index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops'))],
);

/** Server-side sessions: only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: partOf('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: partOf('user_id', () => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_user_idx').on(t.userId)],
);
