import { z } from 'zod';
import { extraFields } from '@contracts/extras';
import type { DeliveryZone } from '@contracts/delivery';

/** The form's values: the contract's fields as a form holds them (numbers as text, zones ticked). */
export interface ExtraFormValues {
  name: { fr: string; ar: string; en: string };
  price: string;
  vatRate: string;
  stock: string;
  zones: DeliveryZone[];
}

export const emptyExtra = (): ExtraFormValues => ({ name: { fr: '', ar: '', en: '' }, price: '', vatRate: '20', stock: '', zones: ['casablanca', 'rabat', 'marrakech', 'national'] });

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
