import { z } from 'zod';
import { MoneySchema } from './common.js';

export const PROMOTION_KINDS = ['percent', 'fixed', 'free_delivery'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Why a code is refused (`discount_invalid`'s `reason`); the client says it in the visitor's language. */
export const DISCOUNT_REFUSALS = ['unknown', 'not_started', 'expired', 'paused', 'used_up', 'used_by_customer', 'under_minimum', 'not_applicable'] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

/** A code as shoppers type it: spaces ignored, case ignored (stored upper case). */
export const DiscountCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]{3,32}$/, 'Le code promo contient de 3 à 32 lettres, chiffres, - ou _.'));

/** An amount typed as a number or a string, kept as the wire's decimal string. */
const amount = (message: string) =>
  z.union([z.number(), z.string()]).transform((v) => (typeof v === 'number' ? v.toFixed(2) : v.trim().replace(',', '.'))).pipe(MoneySchema.refine((v) => Number(v) >= 0, message));
const count = z.number().int('Un nombre entier.').min(1, 'Au moins 1.').max(1_000_000).nullable().optional();
const when = z.string().datetime({ offset: true, message: 'Date invalide.' }).nullable().optional();

/** `POST /api/admin/promotions`. An automatic promotion has no code and applies itself to every cart that qualifies. */
export const PromotionInputSchema = z
  .object({
    code: DiscountCodeSchema.nullable().optional(),
    automatic: z.boolean().default(false),
    name: z.string().trim().max(80).nullable().optional(),
    kind: z.enum(PROMOTION_KINDS, { message: 'Type de remise inconnu : percent, fixed ou free_delivery.' }),
    value: amount('Montant invalide.').default('0'),
    startsAt: when,
    endsAt: when,
    maxUses: count,
    maxUsesPerCustomer: count,
    minOrder: amount('Montant invalide.').nullable().optional(),
    /** The campaign budget: the most discount given in all. */
    budget: amount('Montant invalide.').nullable().optional(),
    categoryIds: z.array(z.string().uuid()).max(100).default([]),
    giftIds: z.array(z.string().uuid()).max(200).default([]),
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.automatic && p.code) issue('code', 'Une promotion automatique n’a pas de code.');
    if (!p.automatic && !p.code) issue('code', 'Le code promo est requis.');
    if (p.automatic && !p.name) issue('name', 'Donnez un nom à la promotion automatique : les clients le verront.');
    if (p.kind === 'percent' && (Number(p.value) <= 0 || Number(p.value) > 100)) issue('value', 'Un pourcentage entre 1 et 100.');
    if (p.kind === 'fixed' && Number(p.value) <= 0) issue('value', 'Un montant supérieur à zéro.');
    if (p.startsAt && p.endsAt && Date.parse(p.endsAt) <= Date.parse(p.startsAt)) issue('endsAt', 'La fin doit suivre le début.');
  });
export type PromotionInput = z.input<typeof PromotionInputSchema>;

/** `PATCH /api/admin/promotions/:id`: pause or resume. */
export const PromotionPatchSchema = z.object({ active: z.boolean() });

export const PromotionSchema = z.object({
  id: z.string().uuid(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  automatic: z.boolean(),
  kind: z.enum(PROMOTION_KINDS),
  value: MoneySchema,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  minOrder: MoneySchema.nullable(),
  budget: MoneySchema.nullable(),
  categoryIds: z.array(z.string()),
  giftIds: z.array(z.string()),
  active: z.boolean(),
  /** Orders placed with it and not cancelled. */
  uses: z.number().int(),
  /** Discount given on those orders. */
  discountGiven: MoneySchema,
  /** What its paid orders brought in (their totals, after discount). */
  revenue: MoneySchema,
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof PromotionSchema>;
export const PromotionListSchema = z.array(PromotionSchema);
