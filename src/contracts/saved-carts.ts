import { z } from 'zod';
import { EmailAddressSchema, LocaleSchema, MoneySchema } from './common.js';
import { phoneSchema } from './phone.js';

/** A cart line as saved for a reminder: only which gift and how many, never a price or a card. */
export const SavedCartLineSchema = z.object({ giftId: z.string().uuid(), quantity: z.number().int().min(1).max(50) });

/**
 * `PUT /api/saved-carts/:checkoutId`, sent (debounced) by the checkout while the visitor types.
 * With `consent: false` the saved cart is forgotten; with `consent: true` an e-mail or a phone is
 * needed (a signed-in customer's e-mail is the account's, whatever is sent).
 */
export const SaveCartSchema = z
  .object({
    consent: z.boolean(),
    email: EmailAddressSchema.nullable().optional(),
    phone: phoneSchema({ foreign: true }).nullable().optional(),
    locale: LocaleSchema,
    lines: z.array(SavedCartLineSchema).max(50),
  })
  .refine((c) => !c.consent || c.lines.length > 0, { path: ['lines'], message: 'Panier vide' });
export type SaveCartInput = z.input<typeof SaveCartSchema>;

export const CheckoutIdParamsSchema = z.object({ checkoutId: z.string().uuid('Identifiant invalide') });
export const CartTokenSchema = z.object({ token: z.string().min(20).max(100) });

/** A line of a restored cart, as the cart store holds it. */
export const RestoredLineSchema = z.object({
  giftId: z.string().uuid(),
  name: z.string(),
  price: MoneySchema,
  quantity: z.number().int().min(1),
  image: z.string().nullable(),
  stock: z.number().int().nullable(),
  type: z.enum(['physical', 'digital']),
});

/** `POST /api/saved-carts/restore`: the gifts still sold (quantities cut to the stock) and the names of those gone. */
export const RestoredCartSchema = z.object({
  lines: z.array(RestoredLineSchema),
  gone: z.array(z.object({ giftId: z.string().uuid(), name: z.string().nullable() })),
  /** How many of a line's gifts the stock could not give back. */
  shortened: z.array(z.object({ giftId: z.string().uuid(), quantity: z.number().int() })),
});
export type RestoredCart = z.infer<typeof RestoredCartSchema>;

/** The back office's figures over the retention window. */
export const CartRecoveryFiguresSchema = z.object({
  days: z.number().int(),
  saved: z.number().int(),
  reminded: z.number().int(),
  recovered: z.number().int(),
  revenue: MoneySchema,
});
export type CartRecoveryFigures = z.infer<typeof CartRecoveryFiguresSchema>;
