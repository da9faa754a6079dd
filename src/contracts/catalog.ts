import { z } from 'zod';
import { LocalizedSchema, MoneySchema, SAFE_LINK, whenMissing } from './common.js';

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
  /** VAT in percent, included in the price; printed on the invoice. */
  vatRate: z.number().int(),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  /** The recipient who gives the address may choose another gift of the same or lower price instead. */
  swappable: z.boolean(),
  /** Image URLs at 800 px wide; `-400.webp` and `-1200.webp` variants sit beside each. */
  images: z.array(z.string()),
  primaryImage: z.string().nullable(),
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  /** Published reviews (verified and public) of orders holding the gift, and their average overall rating. */
  reviewCount: z.number().int(),
  averageRating: z.number().nullable(),
});
export type Gift = z.infer<typeof GiftSchema>;

/** Any textual UUID PostgreSQL accepts (the `uuid()` check of zod also demands an RFC version). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const firstValue = (v: unknown) => {
  const x = Array.isArray(v) ? v[0] : v;
  return x === '' ? undefined : x;
};
/** A query value that is repeated keeps its first occurrence; a malformed one is dropped. */
const lenient = <T extends z.ZodType>(schema: T) => z.preprocess(firstValue, schema.optional()).catch(undefined);
const priceFilter = lenient(z.coerce.number().min(0).max(100_000_000));

const giftFilterFields = {
  categoryId: lenient(z.string().regex(UUID_PATTERN)),
  search: lenient(z.string().transform((s) => s.trim().slice(0, 100))),
  minPrice: priceFilter,
  maxPrice: priceFilter,
  /** Gifts tagged for an occasion (anniversary, wedding, holidays, surprise…). */
  occasion: lenient(z.string().trim().toLowerCase().max(40)),
};
const swappedRange = <F extends { minPrice?: number; maxPrice?: number }>(f: F): F =>
  f.minPrice !== undefined && f.maxPrice !== undefined && f.minPrice > f.maxPrice ? { ...f, minPrice: f.maxPrice, maxPrice: f.minPrice } : f;

/**
 * `GET /api/gifts` filters. The catalogue never refuses a query string: repeated keys keep the
 * first value, malformed values (bad uuid, non-numeric price) are ignored, a search longer than
 * 100 characters is cut, and a minimum above the maximum is read as the same range swapped.
 * Answers are sorted featured first, then by French name, then by id (stable).
 */
export const GiftFiltersSchema = z.object(giftFilterFields).transform(swappedRange);

export const GIFT_PAGE_DEFAULT = 100;
export const GIFT_PAGE_MAX = 200;
/** Unlike the filters, a page that cannot be read is refused (400): a client asking for it has a bug. */
const pageNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(firstValue, z.coerce.number().int().min(min).max(max).default(fallback));

/** `GET /api/gifts`: the filters and one page of the sorted answer; the total goes in `X-Total-Count`. */
export const GiftListQuerySchema = z
  .object({
    ...giftFilterFields,
    limit: pageNumber(1, GIFT_PAGE_MAX, GIFT_PAGE_DEFAULT),
    offset: pageNumber(0, 1_000_000, 0),
  })
  .transform(swappedRange);
export type GiftListQuery = z.infer<typeof GiftListQuerySchema>;

export type GiftFilters = z.infer<typeof GiftFiltersSchema>;

const text = (max: number) => z.string().trim().max(max, `Texte trop long (${max} caractères au plus)`);
/** A localized text as a form sends it; older clients send a plain string, read as French. */
const localizedInput = (max: number, requiredMessage?: string) =>
  z
    .union([z.string(), z.object({ fr: z.string(), ar: z.string().optional(), en: z.string().optional() })], {
      error: 'Texte invalide',
    })
    .transform((v) => (typeof v === 'string' ? { fr: v } : v))
    .pipe(
      z.object({
        fr: requiredMessage ? text(max).min(1, requiredMessage) : text(max),
        ar: text(max).optional(),
        en: text(max).optional(),
      }),
    );

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Identifiant d’URL invalide (lettres, chiffres et tirets)');
/** Uploaded files (/uploads/…) or absolute http(s) addresses; nothing a browser would run. */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(SAFE_LINK, 'Adresse d’image invalide');
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Couleur invalide');
const toOrder = (v: unknown) => {
  if (v === undefined) return undefined;
  const n = typeof v === 'number' || typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : 0;
};

const categoryFields = {
  name: localizedInput(80, 'Le nom de la catégorie est requis'),
  description: localizedInput(1000),
  slug,
  imageUrl: imageUrl.nullable(),
  color,
  icon: z.string().trim().max(32).nullable(),
  /** The admin form sends anything; what is not a number counts as 0. */
  order: z.preprocess(toOrder, z.number().int().min(-100_000).max(100_000)),
  isVisible: z.boolean(),
};

/** `POST /api/categories`: only the French name is required. */
export const CategoryInputSchema = z.object(categoryFields).partial().required({ name: true });
/** `PATCH /api/categories/:id`: the full form, or only `isVisible` for the visibility toggle. */
export const CategoryUpdateSchema = z.object(categoryFields).partial();
export type CategoryInput = z.input<typeof CategoryInputSchema>;
export type CategoryUpdate = z.input<typeof CategoryUpdateSchema>;

/** A price as a number or a decimal string (comma accepted), stored as "249.00". */
const PriceInputSchema = z
  .union([z.number(), z.string()], whenMissing('Le prix est requis'))
  .transform((v) => String(v).trim().replace(',', '.'))
  .pipe(z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, 'Prix invalide (ex. 249.00)'))
  .refine((v) => Number(v) > 0, 'Le prix doit être supérieur à 0')
  .transform((v) => Number(v).toFixed(2));

/** Morocco's VAT rates; 20 % is the standard one, and every gift's default. */
export const VAT_RATES = [20, 14, 10, 7, 0] as const;
const VatRateSchema = z
  .number({ error: 'Taux de TVA attendu' })
  .int()
  .refine((v) => (VAT_RATES as readonly number[]).includes(v), 'Taux de TVA invalide (20, 14, 10, 7 ou 0 %)');

const giftFields = {
  name: localizedInput(120, 'Le nom en français est requis'),
  description: localizedInput(5000),
  price: PriceInputSchema,
  categoryId: z.string().regex(UUID_PATTERN, 'Catégorie invalide').nullable(),
  type: GiftTypeSchema,
  /** null = unlimited (digital gifts). */
  stock: z.number().int('Le stock doit être un nombre entier').min(0, 'Le stock ne peut pas être négatif').max(1_000_000).nullable(),
  /** Hours. */
  deliveryTime: z.number().int().min(0).max(24 * 90),
  vatRate: VatRateSchema,
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  swappable: z.boolean(),
  images: z.array(imageUrl).max(12, '12 images au plus'),
  tags: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(30),
  slug,
};

/** `POST /api/gifts`: French name and price required; the rest takes the catalogue's defaults. */
export const GiftInputSchema = z.object(giftFields).partial().required({ name: true, price: true });
/** `PATCH /api/gifts/:id`: any subset of the fields. */
export const GiftUpdateSchema = z.object(giftFields).partial();
export type GiftInput = z.input<typeof GiftInputSchema>;
export type GiftUpdate = z.input<typeof GiftUpdateSchema>;

/** `DELETE /api/gifts/:id`: a gift already ordered is deactivated instead, so order history keeps its link. */
export const GiftDeleteResultSchema = z.object({
  id: z.string().uuid(),
  outcome: z.enum(['deleted', 'deactivated']),
  message: z.string(),
});
export type GiftDeleteResult = z.infer<typeof GiftDeleteResultSchema>;

export const CategoryDeleteResultSchema = z.object({ id: z.string().uuid(), message: z.string() });
