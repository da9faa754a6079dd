import { z } from 'zod';

export const LocaleSchema = z.enum(['fr', 'ar', 'en']);
export type Locale = z.infer<typeof LocaleSchema>;

/** A text in the interface languages; older data may carry a plain string or only `fr`. */
export const LocalizedSchema = z.object({
  fr: z.string(),
  ar: z.string().optional(),
  en: z.string().optional(),
});
export type Localized = z.infer<typeof LocalizedSchema>;

/** Money travels as a decimal string in MAD, e.g. "249.00". */
export const MoneySchema = z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, 'Montant invalide');

export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const IdParamsSchema = z.object({ id: z.string().uuid('Identifiant invalide') });
