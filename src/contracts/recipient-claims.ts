import { z } from 'zod';
import { LocalizedSchema, freeText, isoDate } from './common.js';
import { UUID_PATTERN } from './catalog.js';
import { CitySchema } from './city.js';
import { SlotSchema } from './delivery-slots.js';
import { phoneSchema } from './phone.js';

/** The recipient's private link: `/gift/claim/<token>` (docs/decisions/027-recipient-gives-the-address.md). */
export const ClaimParamsSchema = z.object({ token: z.string().min(20).max(100) });

/** `GET /api/claims/:token`: what waits for the recipient; never the price. */
export const ClaimSchema = z.object({
  recipientName: z.string(),
  /** Null for an anonymous gift, and for a sender who left the name empty. */
  senderName: z.string().nullable(),
  /** The sender chose to stay unknown: only then does the page say so. */
  anonymous: z.boolean(),
  personalMessage: z.string().nullable(),
  gifts: z.array(z.object({ name: LocalizedSchema, image: z.string().nullable(), quantity: z.number().int() })),
  expiresAt: z.string(),
  shopName: z.string(),
  /** The link was used: what the recipient chose (never the street), shown instead of the form. */
  chosen: z.object({ city: z.string().nullable(), deliveryDate: z.string().nullable(), deliverySlot: z.string().nullable() }).nullable(),
});
export type Claim = z.infer<typeof ClaimSchema>;

/** `POST /api/claims/:token`: the recipient's address, and a date and slot from `GET /api/delivery-slots`. */
export const ClaimAddressSchema = z.object({
  address: freeText().trim().min(5, 'L’adresse est trop courte (5 caractères au moins)').max(300),
  city: CitySchema,
  deliveryDate: isoDate('Date de livraison invalide'),
  deliverySlot: SlotSchema.nullable().optional(),
  /**
   * Another gift from `GET /api/claims/:token/alternatives`, taken instead of the order's one swappable line (the
   * owner allows it per gift); refused when the order has several: say which with `swaps`.
   */
  giftId: z.string().regex(UUID_PATTERN, 'Cadeau invalide').optional(),
  /** Per swappable line (`lines[].itemId` of the alternatives), the gift taken instead; a line left out keeps its gift. */
  swaps: z
    .array(z.object({ itemId: z.string().regex(UUID_PATTERN, 'Ligne invalide'), giftId: z.string().regex(UUID_PATTERN, 'Cadeau invalide') }))
    .max(20)
    .optional(),
});
export type ClaimAddress = z.infer<typeof ClaimAddressSchema>;

/**
 * The link's state while the address is awaited, for the order's sender and the shop (null otherwise). The
 * unsent link is a secret: it is only ever in the answers of its sender and of the back office.
 */
export const RecipientClaimStateSchema = z.object({
  /** How long a link works (Paramètres → Livraison); one reminder with a fresh link follows for as many days. */
  linkDays: z.number().int(),
  /** When the live link stops working; null before it leaves (the order is not paid yet). */
  expiresAt: z.string().nullable(),
  /** The link could not reach the recipient's phone (no SMS or WhatsApp service, or the send failed): the sender forwards it. */
  unsentLink: z.string().nullable(),
});
export type RecipientClaimState = z.infer<typeof RecipientClaimStateSchema>;

/**
 * `GET /api/claims/:token/alternatives`: what the recipient may take instead of the gift offered, when the shop
 * allows it for that gift; empty otherwise. Never a price (decision 051).
 */
const ClaimAlternativeSchema = z.object({ id: z.string().uuid(), name: LocalizedSchema, description: LocalizedSchema, image: z.string().nullable() });
export const ClaimAlternativesSchema = z.object({
  /** The order's one swappable line's alternatives (empty when it has several: read `lines`). */
  gifts: z.array(ClaimAlternativeSchema),
  /** Per swappable line: the gift offered (name and picture) and what may replace it. */
  lines: z.array(z.object({ itemId: z.string().uuid(), name: LocalizedSchema, image: z.string().nullable(), gifts: z.array(ClaimAlternativeSchema) })),
});
export type ClaimAlternatives = z.infer<typeof ClaimAlternativesSchema>;
export type ClaimAlternative = ClaimAlternatives['gifts'][number];
export type ClaimSwapLine = ClaimAlternatives['lines'][number];

export const ClaimDoneSchema = z.object({ deliveryDate: z.string(), deliverySlot: z.string().nullable() });

/** `PATCH /api/orders/:id/recipient-phone`: the sender corrects the number while the link is unused; a new link leaves. */
export const RecipientPhoneSchema = z.object({ recipientPhone: phoneSchema({ required: 'Le téléphone du destinataire est requis' }) });
