import { z } from 'zod';
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ProfilePhoneSchema,
  ProfileUpdateSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from '@contracts/auth';
import { LocaleSchema } from '@contracts/common';
import { UserSchema } from '@contracts/user';
import { MISMATCH, REQUIRED } from './form-problems';

/**
 * The auth forms, checked by the auth contract's own fields plus what only a form knows: a field left
 * blank and a confirmation that differs. Those two speak in problems (form-problems.ts), not words.
 */
const filled = <T extends z.ZodType<unknown, string>>(field: T) =>
  z
    .string()
    .refine((v) => v.trim() !== '', { message: REQUIRED, abort: true })
    .pipe(field);

/** The confirmation is compared even while another field is wrong: the spec names a mismatch before a short password or a bad e-mail. */
const confirmed = { message: MISMATCH, path: ['confirmPassword'], when: () => true };

export const loginFormSchema = z.object({ email: filled(LoginSchema.shape.email), password: filled(LoginSchema.shape.password) });

export const forgotFormSchema = z.object({ email: filled(ForgotPasswordSchema.shape.email) });

/** Only e-mail, password and names go to the API; the other details are saved once the account exists. */
export const registerFormSchema = z
  .object({
    firstName: filled(RegisterSchema.shape.firstName),
    lastName: RegisterSchema.shape.lastName,
    email: filled(RegisterSchema.shape.email),
    password: filled(RegisterSchema.shape.password),
    confirmPassword: filled(z.string()),
    phone: ProfilePhoneSchema,
    city: z.string(),
    preferredLanguage: LocaleSchema,
    newsletterOptIn: z.boolean(),
    smsOptIn: z.boolean(),
  })
  .refine((v) => v.password === v.confirmPassword, confirmed);

export const resetFormSchema = z
  .object({ newPassword: ResetPasswordSchema.shape.newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, confirmed);

export const changePasswordFormSchema = z
  .object({
    currentPassword: filled(ChangePasswordSchema.shape.currentPassword),
    newPassword: filled(ChangePasswordSchema.shape.newPassword),
    confirmPassword: filled(z.string()),
  })
  .refine((v) => v.newPassword === v.confirmPassword, confirmed);

/** The profile's first name is required; the other fields are sent as typed (emptied ones cleared). */
export const personalFormSchema = z.object({
  firstName: filled(ProfileUpdateSchema.shape.firstName),
  lastName: z.string(),
  phone: ProfilePhoneSchema,
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  dateOfBirth: z.string(),
  gender: UserSchema.shape.gender,
});

/** The language and the two opt-ins, each always set (the account has them all). */
export const preferencesFormSchema = ProfileUpdateSchema.pick({ preferredLanguage: true, newsletterOptIn: true, smsOptIn: true }).required();
