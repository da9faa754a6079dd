import type { User } from '../../../contracts/user.js';
import type { users } from '../../db/schema/index.js';

type UserRow = typeof users.$inferSelect;

/** The user as the API shows it: listed fields only (never the hash), dates as ISO strings. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    preferredLanguage: row.preferredLanguage,
    newsletterOptIn: row.newsletterOptIn,
    smsOptIn: row.smsOptIn,
    profileImageUrl: row.profileImageUrl,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
