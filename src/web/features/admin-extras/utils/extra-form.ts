import { z } from 'zod';
import { extraFields } from '@contracts/extras';
import type { DeliveryZone } from '@contracts/delivery';
import type { Extra } from '@contracts/extras';

/** The form's values: the contract's fields as a form holds them (numbers as text, zones ticked). */
export interface ExtraFormValues {
  name: { fr: string; ar: string; en: string };
  price: string;
  vatRate: string;
  stock: string;
  zones: DeliveryZone[];
}

export const emptyExtra = (): ExtraFormValues => ({ name: { fr: '', ar: '', en: '' }, price: '', vatRate: '20', stock: '', zones: ['casablanca', 'rabat', 'marrakech', 'national'] });

/** An extra as the form shows it to be changed. */
export const valuesOf = (e: Extra): ExtraFormValues => ({
  name: { fr: e.name.fr, ar: e.name.ar ?? '', en: e.name.en ?? '' },
  price: e.price,
  vatRate: String(e.vatRate),
  stock: String(e.stock),
  zones: [...e.zones],
});

/** A typed number as the number the contract checks; an empty field is missing. */
const typedNumber = (rule: z.ZodType<number, number | undefined>) => z.string().transform((v) => (v.trim() === '' ? undefined : Number(v.trim()))).pipe(rule);

/** The contract's own fields over the form's values; what it outputs is what the API takes. */
export const extraFormSchema = z.object({
  name: extraFields.name,
  price: extraFields.price,
  vatRate: typedNumber(extraFields.vatRate),
  stock: typedNumber(extraFields.stock),
  zones: extraFields.zones,
});

/** Which text of the `errors` group a refused field reads. */
export const errorKeyOf = (field: string) => {
  const top = field.split('.')[0];
  return top === 'name' ? 'errors.name' : top === 'price' ? 'errors.price' : top === 'stock' ? 'errors.stock' : top === 'zones' ? 'errors.zones' : 'errors.vatRate';
};
