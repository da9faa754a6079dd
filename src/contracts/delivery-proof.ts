import { z } from 'zod';

/** Delivery attempts the shop makes for free (storefront spec §9); any later one is charged. */
export const FREE_DELIVERY_ATTEMPTS = 3;

export const DeliveryAttemptSchema = z.object({
  number: z.number().int(),
  reason: z.string(),
  /** Past the free attempts: the shop agrees the fee of this delivery with the sender. */
  charged: z.boolean(),
  createdAt: z.string(),
});

/** What the sender (and the back office) sees of an order's delivery: the failed attempts and the photo. */
export const DeliveryProofSchema = z.object({
  attempts: z.array(DeliveryAttemptSchema),
  freeAttempts: z.number().int(),
  /** The photo's address, only for those allowed to see it; null without a photo. */
  photoUrl: z.string().nullable(),
  photoDeclined: z.boolean(),
});
export type DeliveryProof = z.infer<typeof DeliveryProofSchema>;

export const DeliveryAttemptInputSchema = z.object({
  reason: z.string({ error: 'Indiquez la raison de l’échec' }).trim().min(1, 'Indiquez la raison de l’échec').max(300),
});

/** The multipart fields of "Marquer livrée" besides the optional `photo` file. */
export const DELIVERED_PHOTO_FIELD = 'photo';
export const PHOTO_DECLINED_FIELD = 'photoDeclined';
