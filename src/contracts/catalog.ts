import { z } from 'zod';
import { LocalizedSchema, MoneySchema } from './common.js';

export const GiftTypeSchema = z.enum(['physical', 'digital']);

export const CategorySchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: LocalizedSchema,
  description: LocalizedSchema,
  imageUrl: z.string().nullable(),
  color: z.string(),
  icon: z.string().nullable(),
  order: z.number().int(),
  isVisible: z.boolean(),
});
export type Category = z.infer<typeof CategorySchema>;

export const GiftSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: LocalizedSchema,
  description: LocalizedSchema,
  price: MoneySchema,
  categoryId: z.string().uuid().nullable(),
  type: GiftTypeSchema,
  /** null = unlimited; 0 = sold out. */
  stock: z.number().int().nullable(),
  deliveryTime: z.number().int(),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  /** Image URLs at 800 px wide; `-400.webp` and `-1200.webp` variants sit beside each. */
  images: z.array(z.string()),
  primaryImage: z.string().nullable(),
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
});
export type Gift = z.infer<typeof GiftSchema>;

const price = z.coerce.number().min(0).max(1_000_000).optional();

/** `GET /api/gifts` filters; unknown or empty values are ignored rather than refused. */
export const GiftFiltersSchema = z.object({
  categoryId: z.string().uuid('Catégorie invalide').optional().or(z.literal('').transform(() => undefined)),
  search: z.string().trim().max(100).optional(),
  minPrice: price,
  maxPrice: price,
  /** Gifts tagged for an occasion (anniversary, wedding, holidays, surprise…). */
  occasion: z.string().trim().max(40).optional(),
});
export type GiftFilters = z.infer<typeof GiftFiltersSchema>;
