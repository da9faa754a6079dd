import { z } from 'zod';

export const RoleSchema = z.enum(['customer', 'admin', 'partner']);
export type Role = z.infer<typeof RoleSchema>;

/** The user as the API shows it: never a password hash; dates are ISO strings. */
export const UserSchema = z.object({
  id: z.string().uuid(),
  /** Stored trimmed and lower-cased; not editable after sign-up. */
  email: z.string(),
  role: RoleSchema,
  firstName: z.string(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(['', 'male', 'female', 'other']),
  preferredLanguage: z.enum(['fr', 'ar', 'en']),
  newsletterOptIn: z.boolean(),
  smsOptIn: z.boolean(),
  profileImageUrl: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;
