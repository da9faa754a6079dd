import { z } from 'zod';
import { ClaimAddressSchema } from '@contracts/recipient-claims';

const fields = ClaimAddressSchema.shape;

/**
 * The recipient's form: the claim contract's fields over the strings a form holds (no slot chosen is
 * null), and one rule only the form knows: a chosen day needs one of its slots.
 */
export const claimFormSchema = z
  .object({
    address: fields.address,
    city: fields.city,
    deliveryDate: fields.deliveryDate,
    deliverySlot: z.string().transform((v) => v || null).pipe(fields.deliverySlot.unwrap()),
    /** Per swappable line, the gift chosen instead; an empty one keeps the gift offered. */
    swaps: z
      .record(z.string(), z.string())
      .transform((chosen) => Object.entries(chosen).flatMap(([itemId, giftId]) => (giftId ? [{ itemId, giftId }] : [])))
      .pipe(fields.swaps.unwrap()),
  })
  // Said with the other fields, not once they all pass.
  .refine((v) => !v.deliveryDate || Boolean(v.deliverySlot), { path: ['deliverySlot'], message: 'slot', when: () => true });

export const emptyClaim = { address: '', city: '', deliveryDate: '', deliverySlot: '', swaps: {} as Record<string, string> };
