import { z } from 'zod';
import { CategoryInputSchema, type Category, type CategoryInput } from '@contracts/catalog';

const fields = CategoryInputSchema.shape;
/** The spec's default colour (§9). */
export const DEFAULT_CATEGORY_COLOR = '#D4A574';

/**
 * The category form: the contract's fields over the strings a form holds. The picture is edited
 * as a list of at most one, like a gift's; an order that is not a number counts as 0 (spec §5).
 */
export const categoryFormSchema = z.object({
  name: fields.name,
  description: fields.description.unwrap(),
  color: fields.color.unwrap(),
  icon: z.string().transform((v) => v.trim() || null).pipe(fields.icon.unwrap()),
  order: fields.order.unwrap(),
  picture: z.array(z.string()).max(1).transform((v) => v[0] ?? null).pipe(fields.imageUrl.unwrap()),
  isVisible: z.boolean(),
});

export type CategoryFormValues = z.input<typeof categoryFormSchema>;
export type CategoryFormOutput = z.output<typeof categoryFormSchema>;

export function categoryFormValues(category?: Category | null): CategoryFormValues {
  return {
    name: { fr: category?.name.fr ?? '', ar: category?.name.ar ?? '', en: category?.name.en ?? '' },
    description: { fr: category?.description.fr ?? '', ar: category?.description.ar ?? '', en: category?.description.en ?? '' },
    color: category?.color ?? DEFAULT_CATEGORY_COLOR,
    icon: category?.icon ?? '',
    order: String(category?.order ?? 0),
    picture: category?.imageUrl ? [category.imageUrl] : [],
    isVisible: category?.isVisible ?? true,
  };
}

const withoutEmpty = (text: { fr: string; ar?: string; en?: string }) => ({
  fr: text.fr,
  ...(text.ar ? { ar: text.ar } : {}),
  ...(text.en ? { en: text.en } : {}),
});

/** The body of `POST /api/categories` and of the full `PATCH /api/categories/{id}`. */
export const toCategoryInput = ({ picture, ...v }: CategoryFormOutput): CategoryInput => ({
  ...v,
  name: withoutEmpty(v.name),
  description: withoutEmpty(v.description),
  imageUrl: picture,
});
