import { z } from 'zod';
import { LocalizedSchema, MoneySchema, freeText, personName } from './common.js';
import { CreateOrderSchema, PaymentMethodSchema } from './orders.js';

export const POT_STATES = ['open', 'reached', 'failed', 'cancelled'] as const;
export type PotState = (typeof POT_STATES)[number];

/** The longest a pot stays open, and how long a share being paid holds its part of the target. */
export const POT_MAX_DAYS = 60;
export const SHARE_HOLD_MINUTES = 15;

const Deadline = z
  .string()
  .datetime({ offset: true, message: 'Date limite invalide' })
  .transform((v) => new Date(v));

/**
 * `POST /api/pots`: the checkout's fields (the gifts, the recipient, the delivery, the organiser as sender),
 * the `target` (the total the checkout showed) and the `deadline`. The payment method is the shares': any
 * sent is ignored.
 */
export const CreatePotSchema = CreateOrderSchema.omit({ customerId: true, totalAmount: true, paymentMethod: true }).extend({
  paymentMethod: PaymentMethodSchema.optional(),
  target: MoneySchema,
  deadline: Deadline,
  /** Whether contributors see how much each gave (never without the organiser's choice). */
  showAmounts: z.boolean().default(false),
});
export type CreatePotInput = z.input<typeof CreatePotSchema>;

/** The contributors' link (`token`) and the organiser's (`organiserToken`): shown once, kept only hashed. */
export const PotCreatedSchema = z.object({ id: z.string().uuid(), token: z.string(), organiserToken: z.string() });

export const PotTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });

/** `POST /api/pots/:token/shares`: answered like `create-payment-intent`. */
export const CreateShareSchema = z.object({
  amount: MoneySchema.refine((v) => Number(v) >= 1, 'Le montant minimum est 1 DH'),
  name: personName({ max: 60, min: 2, required: 'Votre nom est requis', tooShort: 'Votre nom est trop court (2 caractères au moins)' }),
  message: freeText().trim().max(200, 'Le message ne doit pas dépasser 200 caractères').nullable().optional(),
  showName: z.boolean().default(true),
});
export type CreateShareInput = z.input<typeof CreateShareSchema>;

/** `POST /api/pots/:token/lower`: the organiser's cheaper gift(s), priced again; the new target is their total. */
export const LowerPotSchema = z.object({ items: CreateOrderSchema.shape.items });
export type LowerPotInput = z.input<typeof LowerPotSchema>;

export const PotSchema = z.object({
  id: z.string().uuid(),
  state: z.enum(POT_STATES),
  /** Read through the organiser's link: the controls, every message and amount, the contributors' link. */
  organiser: z.boolean(),
  target: MoneySchema,
  paid: MoneySchema,
  /** What a new share may still be: the target less the shares paid and those being paid. */
  remaining: MoneySchema,
  deadline: z.string(),
  /** The deadline passed short of the target: the organiser tops up, lowers the gift or cancels. */
  overdue: z.boolean(),
  showAmounts: z.boolean(),
  recipientFirstName: z.string(),
  gifts: z.array(z.object({ giftId: z.string().uuid(), name: LocalizedSchema, image: z.string().nullable(), quantity: z.number().int() })),
  /** Paid shares: the name only when its giver chose to show it, the amount only when the organiser allows (always for the organiser). */
  contributors: z.array(z.object({ name: z.string().nullable(), amount: MoneySchema.nullable(), message: z.string().nullable() })),
  orderNumber: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** The contributors' token, for the organiser to share again. */
  shareToken: z.string().nullable(),
});
export type Pot = z.infer<typeof PotSchema>;

export const AdminPotSchema = z.object({
  id: z.string().uuid(),
  state: z.enum(POT_STATES),
  target: MoneySchema,
  paid: MoneySchema,
  shares: z.number().int(),
  deadline: z.string(),
  overdue: z.boolean(),
  organiserEmail: z.string(),
  recipientFirstName: z.string(),
  orderId: z.string().uuid().nullable(),
  orderNumber: z.string().nullable(),
  failureReason: z.string().nullable(),
  refundsFailed: z.number().int(),
  createdAt: z.string(),
});
export const AdminPotListSchema = z.array(AdminPotSchema);
export type AdminPot = z.infer<typeof AdminPotSchema>;
