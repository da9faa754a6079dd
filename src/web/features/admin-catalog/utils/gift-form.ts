import { z } from 'zod';
import { GiftInputSchema, type Gift, type GiftInput } from '@contracts/catalog';

const fields = GiftInputSchema.shape;
/** What an empty number field means: nothing typed. */
const blank = (v: string) => v.trim() === '';

/** The message key of a physical gift sent without a stock. */
export const STOCK_REQUIRED = 'stockRequired';

/**
 * The gift form: the contract's own fields, over the strings a form holds. The category is
 * required here (spec §5) though the contract allows none; an empty stock means unlimited, which
 * only a digital gift may have: a physical one must be given its stock (a silent 0 went live sold out).
 */
export const giftFormSchema = z
  .object({
    name: fields.name,
    description: fields.description.unwrap(),
    price: fields.price,
    categoryId: z.string().min(1).pipe(fields.categoryId.unwrap().unwrap()),
    type: fields.type.unwrap(),
    stock: z.string().transform((v) => (blank(v) ? null : Number(v))).pipe(fields.stock.unwrap()),
    deliveryTime: z.string().refine((v) => !blank(v)).transform(Number).pipe(fields.deliveryTime.unwrap()),
    vatRate: z.string().transform(Number).pipe(fields.vatRate.unwrap()),
    isActive: z.boolean(),
    isFeatured: z.boolean(),
    swappable: z.boolean(),
    images: fields.images.unwrap(),
    tags: z
      .string()
      .transform((v) => v.split(',').map((t) => t.trim()).filter(Boolean))
      .pipe(fields.tags.unwrap()),
  })
  // Checked even while other fields are wrong, so every missing field is named at once.
  .refine((v) => v.type !== 'physical' || v.stock !== null, { path: ['stock'], message: STOCK_REQUIRED, when: () => true });

export type GiftFormValues = z.input<typeof giftFormSchema>;
export type GiftFormOutput = z.output<typeof giftFormSchema>;

/** The form's starting point: the gift being edited, or the spec's defaults (24 h, active) with the stock left to fill. */
export function giftFormValues(gift?: Gift | null): GiftFormValues {
  return {
    name: { fr: gift?.name.fr ?? '', ar: gift?.name.ar ?? '', en: gift?.name.en ?? '' },
    description: { fr: gift?.description.fr ?? '', ar: gift?.description.ar ?? '', en: gift?.description.en ?? '' },
    price: gift?.price ?? '',
    categoryId: gift?.categoryId ?? '',
    type: gift?.type ?? 'physical',
    stock: gift?.stock == null ? '' : String(gift.stock),
    deliveryTime: String(gift?.deliveryTime ?? 24),
    vatRate: String(gift?.vatRate ?? 20),
    isActive: gift?.isActive ?? true,
    isFeatured: gift?.isFeatured ?? false,
    swappable: gift?.swappable ?? false,
    images: gift?.images ?? [],
    tags: gift?.tags.join(', ') ?? '',
  };
}

/** Empty translations are left out, so the shop falls back to the French text. */
const withoutEmpty = (text: { fr: string; ar?: string; en?: string }) => ({
  fr: text.fr,
  ...(text.ar ? { ar: text.ar } : {}),
  ...(text.en ? { en: text.en } : {}),
});

/** The body of `POST /api/gifts` and `PATCH /api/gifts/{id}`. */
export const toGiftInput = (v: GiftFormOutput): GiftInput => ({
  ...v,
  name: withoutEmpty(v.name),
  description: withoutEmpty(v.description),
});
