import { z } from 'zod';
import { PASSWORD_MAX } from './common.js';
import { OrderSchema } from './orders.js';
import { UserSchema } from './user.js';
import { ReminderSchema } from './reminders.js';

/** `DELETE /api/auth/account`: the current password confirms it is the account holder. */
export const DeleteAccountSchema = z.object({ password: z.string().min(1, 'Saisissez votre mot de passe').max(PASSWORD_MAX) });
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

const ExportedReviewSchema = z.object({
  orderNumber: z.string(),
  overallRating: z.number(),
  articleRating: z.number(),
  deliveryRating: z.number(),
  serviceRating: z.number(),
  pricingRating: z.number(),
  comment: z.string().nullable(),
  improvementSuggestions: z.string().nullable(),
  isPublic: z.boolean(),
  createdAt: z.string(),
});

/**
 * `GET /api/auth/export` (law 09-08, right of access): everything the shop holds about the signed-in
 * person, as one JSON file. Tokens and the password hash are never part of it.
 */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  shop: z.string(),
  /** The profile: identity, phone, address, preferences. */
  account: UserSchema,
  /** Where the account is signed in (the tokens themselves are not stored in clear). */
  sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string(), userAgent: z.string().nullable() })),
  orders: z.array(OrderSchema),
  reviews: z.array(ExportedReviewSchema),
  /** The newsletter subscription of the account's e-mail, if any. */
  newsletter: z.object({ email: z.string(), locale: z.string(), confirmedAt: z.string().nullable(), createdAt: z.string() }).nullable(),
  contactMessages: z.array(z.object({ name: z.string(), subject: z.string(), message: z.string(), createdAt: z.string() })),
  occasionReminders: z.array(ReminderSchema.extend({ consentedAt: z.string() })),
  /** Checkouts left with consent to one reminder, saved for the account's e-mail or phone. */
  savedCarts: z.array(
    z.object({
      email: z.string().nullable(),
      phone: z.string().nullable(),
      locale: z.string(),
      lines: z.array(z.object({ giftId: z.string(), quantity: z.number().int() })),
      consentedAt: z.string(),
      updatedAt: z.string(),
      remindedAt: z.string().nullable(),
    }),
  ),
  /** E-mails and texts the shop sent or will send to the account's address or phone. */
  messages: z.array(
    z.object({ channel: z.string(), template: z.string(), subject: z.string().nullable(), status: z.string(), createdAt: z.string(), sentAt: z.string().nullable() }),
  ),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
