import { z } from 'zod';
import { LocalizedSchema, MoneySchema } from './common.js';
import { VAT_RATES } from './catalog.js';
import { CitySchema } from './city.js';
import { deliveryZones } from './delivery.js';

/** The most of one extra a single order takes (a card, a wrapping: a few at most). */
export const EXTRA_QUANTITY_MAX = 10;
/** The most different extras on one order. */
export const EXTRA_LINES_MAX = 20;

const text = (max: number) => z.string().trim().max(max, `Texte trop long (${max} caractères au plus)`);
const amount = z
  .union([z.number(), z.string()])
  .transform((v) => (typeof v === 'number' ? v.toFixed(2) : v.trim().replace(',', '.')))
  .pipe(MoneySchema.refine((v) => Number(v) > 0, 'Un prix supérieur à zéro.'));
const vatRate = z
  .number({ error: 'Taux de TVA attendu' })
  .int()
  .refine((v) => (VAT_RATES as readonly number[]).includes(v), 'Taux de TVA invalide (20, 14, 10, 7 ou 0 %)');
const stock = z.number({ error: 'Un nombre entier.' }).int('Un nombre entier.').min(0, 'Le stock ne peut pas être négatif.').max(1_000_000);
const zones = z
  .array(z.enum(deliveryZones, { message: 'Zone inconnue : casablanca, rabat, marrakech ou national.' }))
  .min(1, 'Choisissez au moins une zone.')
  .transform((v) => [...new Set(v)]);

const name = z.object({ fr: text(80).min(1, 'Le nom de l’extra est requis'), ar: text(80).optional(), en: text(80).optional() });

/** Each field's rule, for the back office's form over the same values. */
export const extraFields = { name, price: amount, vatRate, stock, zones };

/** `POST /api/admin/extras`: an extra the checkout offers with a physical gift, in the zones named. */
export const ExtraInputSchema = z.object({
  name,
  price: amount,
  vatRate: vatRate.default(20),
  stock,
  zones,
  active: z.boolean().default(true),
});
export type ExtraInput = z.input<typeof ExtraInputSchema>;

/** `PATCH /api/admin/extras/:id`: any field; `active: false` pauses it (no longer offered). */
export const ExtraPatchSchema = z.object({
  name: name.optional(),
  price: amount.optional(),
  vatRate: vatRate.optional(),
  stock: stock.optional(),
  zones: zones.optional(),
  active: z.boolean().optional(),
});
export type ExtraPatch = z.input<typeof ExtraPatchSchema>;

export const ExtraSchema = z.object({
  id: z.string().uuid(),
  name: LocalizedSchema,
  price: MoneySchema,
  vatRate: z.number().int(),
  stock: z.number().int(),
  zones: z.array(z.enum(deliveryZones)),
  active: z.boolean(),
  /** Units on orders not cancelled. */
  sold: z.number().int(),
  createdAt: z.string(),
});
export type Extra = z.infer<typeof ExtraSchema>;
export const ExtraListSchema = z.array(ExtraSchema);

/** `GET /api/extras?city=`: what the checkout offers for a physical gift sent there. */
/** Without a city, the extras offered somewhere: what a gift's page tells before the city is known. */
/**
 * `GET /api/extras?city=`: what that city's zone offers; `?everywhere=true`: what every zone offers, the
 * extras that may go with a gift whose recipient gives the address later; neither: what some zone offers.
 */
export const ExtrasQuerySchema = z.object({ city: CitySchema.optional(), everywhere: z.literal('true').optional() });
export const OfferedExtraSchema = z.object({
  id: z.string().uuid(),
  name: LocalizedSchema,
  price: MoneySchema,
  /** Units left: the checkout offers no more than this. */
  stock: z.number().int(),
});
export type OfferedExtra = z.infer<typeof OfferedExtraSchema>;
export const OfferedExtraListSchema = z.array(OfferedExtraSchema);

/** An extra asked for on `POST /api/orders` and the quote; priced by the server. */
export const ExtraLineInputSchema = z.object({
  extraId: z.string().uuid('Extra invalide'),
  quantity: z
    .number({ error: 'La quantité doit être un nombre entier' })
    .int('La quantité doit être un nombre entier')
    .min(1, 'La quantité minimale est 1')
    .max(EXTRA_QUANTITY_MAX, `La quantité maximale est ${EXTRA_QUANTITY_MAX}`),
});
export const ExtraLinesInputSchema = z.array(ExtraLineInputSchema).max(EXTRA_LINES_MAX, `${EXTRA_LINES_MAX} extras au plus`).default([]);

/** An extra as the quote prices it. */
export const QuoteExtraSchema = z.object({ extraId: z.string().uuid(), unitPrice: MoneySchema, quantity: z.number().int(), lineTotal: MoneySchema });

/** An extra on an order, as it was sold (name, price and VAT kept from the moment of the order). */
export const OrderExtraSchema = z.object({
  id: z.string().uuid(),
  extraId: z.string().uuid().nullable(),
  name: LocalizedSchema,
  price: MoneySchema,
  vatRate: z.number().int(),
  quantity: z.number().int(),
});
export type OrderExtra = z.infer<typeof OrderExtraSchema>;
