import { z } from 'zod';
import { FOREIGN_CURRENCIES, VISITOR_CURRENCIES } from './currency-codes.js';

export * from './currency-codes.js';

/** A currency offered to visitors: dirhams for one unit, and when the owner set it (none for the dirham). */
export const CurrencyRateSchema = z.object({
  code: z.enum(VISITOR_CURRENCIES),
  rate: z.number().positive(),
  updatedAt: z.string().datetime({ offset: true }).nullable(),
});
export type CurrencyRate = z.infer<typeof CurrencyRateSchema>;

export const ForeignCurrencyParamsSchema = z.object({ code: z.enum(FOREIGN_CURRENCIES, { message: 'Devise inconnue : EUR, USD ou GBP.' }) });

export const CurrencyRateInputSchema = z.object({
  rate: z.coerce
    .number({ message: 'Le taux doit être un nombre.' })
    .positive('Le taux doit être supérieur à zéro.')
    .max(10_000, 'Ce taux est trop élevé.')
    .refine((n) => Number.isInteger(Math.round(n * 10_000)) && Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6, 'Quatre décimales au plus.'),
});
