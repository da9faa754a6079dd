import { z } from 'zod';
import { LocalizedSchema } from './common.js';

/** A code as typed at the counter: `ABCD-EFGH-JKMN`, with or without dashes and spaces. */
export const GiftCodeParamsSchema = z.object({ code: z.string().trim().min(1, 'Saisissez un code').max(40, 'Code trop long') });

/** What a code is worth at the counter right now; `void`: unused when its order was cancelled (and refunded). */
export const GiftCodeStatusSchema = z.enum(['valid', 'redeemed', 'expired', 'void']);
export type GiftCodeStatus = z.infer<typeof GiftCodeStatusSchema>;

/** `GET /api/gift-codes/:code` and the answer of a redemption: what the code is for and whether it may be used. */
export const GiftCodeCheckSchema = z.object({
  code: z.string(),
  status: GiftCodeStatusSchema,
  gift: z.object({ name: LocalizedSchema, image: z.string().nullable() }),
  recipientName: z.string(),
  orderNumber: z.string(),
  expiresAt: z.string(),
  redeemedAt: z.string().nullable(),
  /** Who marked it used: a name, else an e-mail. */
  redeemedBy: z.string().nullable(),
});
export type GiftCodeCheck = z.infer<typeof GiftCodeCheckSchema>;

export const EcardParamsSchema = z.object({ token: z.string().min(20).max(100) });

/** `GET /api/e-cards/:token`: the recipient's e-card. */
export const EcardSchema = z.object({
  gift: z.object({ name: LocalizedSchema, image: z.string().nullable() }),
  recipientName: z.string(),
  /** Null for an anonymous gift, and for a sender who left the name empty. */
  senderName: z.string().nullable(),
  /** The sender chose to stay unknown: only then does the card say so. */
  anonymous: z.boolean(),
  personalMessage: z.string().nullable(),
  code: z.string(),
  expiresAt: z.string(),
  status: GiftCodeStatusSchema,
  shopName: z.string(),
});
export type Ecard = z.infer<typeof EcardSchema>;

/** Where an e-gift is, as its sender sees it: not yet sent, sent, opened by the recipient, used. */
export const SenderGiftCodeStateSchema = z.enum(['scheduled', 'sent', 'opened', 'used']);
export type SenderGiftCodeState = z.infer<typeof SenderGiftCodeStateSchema>;

/** `GET /api/orders/:id/gift-codes`: one row per code of the order, the code itself hidden but its end. */
export const OrderGiftCodesSchema = z.array(
  z.object({
    id: z.string().uuid(),
    giftName: LocalizedSchema,
    /** `••••-••••-JKMN`: enough to tell codes apart, not to use one. */
    maskedCode: z.string(),
    state: SenderGiftCodeStateSchema,
    sendAt: z.string(),
    openedAt: z.string().nullable(),
    redeemedAt: z.string().nullable(),
    expiresAt: z.string(),
  }),
);
export type OrderGiftCodes = z.infer<typeof OrderGiftCodesSchema>;
