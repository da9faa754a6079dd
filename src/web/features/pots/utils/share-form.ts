import { z } from 'zod';
import { CreateShareSchema } from '@contracts/pots';

const fields = CreateShareSchema.shape;

/** The contributor's form over the strings a form holds: a decimal comma is read as a point. */
export const shareFormSchema = z.object({
  amount: z
    .string()
    .transform((v) => v.trim().replace(',', '.'))
    .pipe(fields.amount),
  name: fields.name,
  message: z
    .string()
    .pipe(fields.message.unwrap().unwrap())
    .transform((v) => v || null),
  showName: z.boolean(),
});

export type ShareFormValues = z.input<typeof shareFormSchema>;
export const emptyShare = (amount: string): ShareFormValues => ({ amount, name: '', message: '', showName: true });

/** A pot's link to share, and the WhatsApp message that carries it. */
export const potUrl = (origin: string, token: string) => `${origin}/pot/${token}`;
export const whatsappLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
