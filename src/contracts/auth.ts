import { z } from 'zod';
import { EmailAddressSchema, LocaleSchema, PASSWORD_MAX, isoDate, personName } from './common.js';
import { phoneSchema } from './phone.js';

export const PASSWORD_MIN = 6;
const email = EmailAddressSchema;
const password = z.string().min(PASSWORD_MIN, 'Le mot de passe doit contenir au moins 6 caractères').max(PASSWORD_MAX);

export const LoginSchema = z.object({ email, password: z.string().min(1).max(PASSWORD_MAX) });
export const RegisterSchema = z.object({
  email,
  password,
  firstName: personName({ max: 80, required: 'Le prénom est requis' }),
  lastName: personName({ max: 80 }).optional().default(''),
});
export const ForgotPasswordSchema = z.object({ email });
export const ResetPasswordSchema = z.object({ token: z.string().min(10).max(200), newPassword: password });
export const ChangePasswordSchema = z.object({ currentPassword: z.string().min(1).max(PASSWORD_MAX), newPassword: password });

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
/** The account holder's phone, from Morocco or abroad, stored in E.164; empty clears it. */
export const ProfilePhoneSchema = phoneSchema({ foreign: true, empty: true });

export const ProfileUpdateSchema = z.object({
  firstName: personName({ max: 80, required: 'Le prénom est requis' }),
  lastName: personName({ max: 80 }).nullable().optional(),
  phone: ProfilePhoneSchema.nullable().optional(),
  address: optionalText(300),
  city: optionalText(80),
  postalCode: optionalText(20),
  country: z.string().trim().min(1).max(80).optional(),
  dateOfBirth: isoDate().nullable().optional().or(z.literal('').transform(() => null)),
  gender: z.enum(['', 'male', 'female', 'other']).optional(),
  preferredLanguage: LocaleSchema.optional(),
  newsletterOptIn: z.boolean().optional(),
  smsOptIn: z.boolean().optional(),
});

export type LoginInput = z.infer<typeof LoginSchema>;
export type RegisterInput = z.infer<typeof RegisterSchema>;
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** The answer of logout, forgot-password, reset-password and change-password. */
export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;
