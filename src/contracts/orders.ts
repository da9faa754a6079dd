import { z } from 'zod';
import { EmailAddressSchema, LocaleSchema, LocalizedSchema, MoneySchema, freeText, isoDate as realDate, personName, whenMissing } from './common.js';
import { CitySchema } from './city.js';
import { deliveryZones } from './delivery.js';
import { canonicalPhone, phoneSchema } from './phone.js';
import { OrderStatusSchema, PaymentMethodSchema, PaymentStatusSchema } from './order-states.js';
import { SlotSchema } from './delivery-slots.js';
import { RecipientClaimStateSchema } from './recipient-claims.js';
import { FOREIGN_CURRENCIES } from './currency-codes.js';
import { DiscountCodeSchema } from './promotions.js';
import { ParcelSchema } from './parcels.js';
import { ExtraLinesInputSchema, OrderExtraSchema, QuoteExtraSchema } from './extras.js';

// The states live apart so the back office's lists read them without the order form's phone rules.
export * from './order-states.js';

export { canonicalPhone, toE164 } from './phone.js';

export const OrderItemInputSchema = z.object({
  giftId: z.string().uuid('Cadeau invalide'),
  quantity: z.number(whenMissing('La quantité doit être un nombre entier')).int('La quantité doit être un nombre entier').min(1, 'La quantité minimale est 1').max(999, 'La quantité maximale est 999'),
  /** The price the customer saw; the server prices from the catalogue and never trusts this. */
  price: MoneySchema.optional(),
});

const isoDate = realDate('Date de livraison invalide');

/** An address once given: empty means none (a digital gift), so only a short one is refused here. */
export const RecipientAddressSchema = freeText()
  .trim()
  .max(300)
  .refine((v) => v === '' || v.length >= 5, 'L’adresse est trop courte (5 caractères au moins)');
export const ADDRESS_REQUIRED = 'L’adresse complète est requise';
export { CITY_REQUIRED } from './delivery.js';
export const SENDER_EMAIL_REQUIRED = 'Votre adresse email est requise pour recevoir la confirmation de commande';
/** The buyer's phone, from Morocco or abroad, stored in E.164. */
const senderPhone = phoneSchema({ foreign: true });

/** `POST /api/orders` (storefront spec §3), plus `express` and `locale`. */
export const CreateOrderSchema = z.object({
  /** Ignored by the server: the signed-in customer owns the order. */
  customerId: z.string().uuid().nullable().optional(),
  /** The total the customer saw; a different server total is answered 409 `price_changed` with the quote. */
  totalAmount: MoneySchema.optional(),
  paymentMethod: PaymentMethodSchema,
  recipientName: personName({
    max: 120,
    min: 2,
    required: 'Le nom complet du destinataire est requis',
    tooShort: 'Le nom du destinataire est trop court (2 caractères au moins)',
  }),
  /** A Moroccan mobile or landline (the gift is delivered in Morocco), stored in E.164. */
  recipientPhone: phoneSchema({ required: 'Le téléphone du destinataire est requis' }),
  /** Required for a cart with a physical gift (the server reads the catalogue); a digital-only cart has none. */
  recipientAddress: RecipientAddressSchema.nullable().optional(),
  /** Required with the address; any place in Morocco (see `CitySchema`); a digital-only cart has none. */
  recipientCity: CitySchema.nullable().optional(),
  /** Where an e-gift is also sent, besides the phone. */
  recipientEmail: EmailAddressSchema.nullable().optional(),
  /**
   * "Je ne connais pas son adresse": for a physical gift, the sender gives only the name and phone; no address,
   * city, date, slot nor express. On payment the recipient gets a link to give them (`/gift/claim/<token>`).
   */
  recipientAddressUnknown: z.boolean().default(false),
  deliveryDate: isoDate.nullable().optional(),
  /** Digital gifts: the hour (Africa/Casablanca) the e-card leaves on the delivery date; 09:00 without it. */
  ecardSendTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Heure d’envoi invalide (HH:MM)').nullable().optional(),
  /** One of the date's slots from `GET /api/delivery-slots` ("09:00-13:00"); none for express or a digital gift. */
  deliverySlot: SlotSchema.nullable().optional(),
  isAnonymous: z.boolean().default(false),
  senderName: personName({ max: 120 }).nullable().optional(),
  /** Where the buyer gets the confirmation: required from a guest; a signed-in customer's account e-mail is used instead. */
  senderEmail: EmailAddressSchema.nullable().optional(),
  senderPhone: senderPhone.nullable().optional(),
  personalMessage: freeText().trim().max(1000, 'Le message ne doit pas dépasser 1000 caractères').nullable().optional(),
  express: z.boolean().default(false),
  /** The language of the order's e-mails; without it, the one the request asks for (Accept-Language). */
  locale: LocaleSchema.optional(),
  /**
   * The currency the buyer reads prices in, when not dirhams: the order is still charged in dirhams, and
   * its e-mail, page and invoice add the total converted at the owner's rate of the moment. A currency
   * without a rate is ignored.
   */
  displayCurrency: z.enum(FOREIGN_CURRENCIES).nullable().optional(),
  /** A promotion's code, any case; the server decides what it takes off, or answers 400 `discount_invalid`. */
  discountCode: DiscountCodeSchema.nullable().optional(),
  items: z.array(OrderItemInputSchema, whenMissing('Votre panier est vide')).min(1, 'Votre panier est vide').max(50, '50 articles au plus'),
  /** Extras sent with a physical gift (`GET /api/extras?city=`), priced by the server (decision 050). */
  extras: ExtraLinesInputSchema,
});
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;

/** `POST /api/orders/quote`: what the server will charge for this cart and city. */
export const QuoteRequestSchema = z.object({
  /** Not needed for a cart of digital gifts only. */
  recipientCity: CitySchema.nullable().optional(),
  /** The recipient will give the address: the dearest served zone's fee, no city needed. */
  recipientAddressUnknown: z.boolean().default(false),
  express: z.boolean().default(false),
  discountCode: DiscountCodeSchema.nullable().optional(),
  items: z.array(OrderItemInputSchema, whenMissing('Votre panier est vide')).min(1, 'Votre panier est vide').max(50, '50 articles au plus'),
  extras: ExtraLinesInputSchema,
});
export const QuoteSchema = z.object({
  /** Null for a cart of digital gifts only: nothing to carry, no fee. */
  zone: z.enum(deliveryZones).nullable(),
  digitalOnly: z.boolean(),
  deliverable: z.boolean(),
  subtotal: MoneySchema,
  deliveryFee: MoneySchema,
  expressFee: MoneySchema,
  /** The code applied (null: none, or an automatic promotion), and what the promotion takes off: total = subtotal + fees − discount. */
  discountCode: z.string().nullable(),
  discountAmount: MoneySchema,
  /** The name of the automatic promotion applied, or of the code's promotion when it has one. */
  discountName: z.string().nullable(),
  total: MoneySchema,
  freeDeliveryThreshold: MoneySchema,
  deliveryDays: z.number().int(),
  lines: z.array(z.object({ giftId: z.string().uuid(), unitPrice: MoneySchema, quantity: z.number().int(), lineTotal: MoneySchema })),
  /** The extras priced, counted in the subtotal and the total. */
  extras: z.array(QuoteExtraSchema),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const OrderItemSchema = z.object({
  id: z.string().uuid(),
  giftId: z.string().uuid().nullable(),
  quantity: z.number().int(),
  price: MoneySchema,
  gift: z.object({ name: LocalizedSchema, images: z.array(z.string()), type: z.enum(['physical', 'digital']) }),
});


export const OrderEventSchema = z.object({
  type: z.string(),
  status: z.string().nullable(),
  note: z.string().nullable(),
  actor: z.string(),
  createdAt: z.string(),
});

/** What the customer may do with the order now, decided by the server; each action is checked again when asked. */
export const OrderActionsSchema = z.object({
  /** Cancelling takes effect at once (stock returned, a card payment refunded). */
  cancel: z.boolean(),
  /** The cancel button is offered: at once within the window, otherwise a request for the shop. */
  requestCancellation: z.boolean(),
  confirmReceipt: z.boolean(),
  payNow: z.boolean(),
  verifyPayment: z.boolean(),
  review: z.boolean(),
});
export type OrderActions = z.infer<typeof OrderActionsSchema>;

/** The card payment providers the shop knows. `test` is the built-in "Mode test" provider. */
export const PaymentProviderSchema = z.enum(['cmi', 'stripe', 'test', 'binga']);

/** A cash payment code (Binga): paid at a Wafacash agency before `expiresAt`, for `amount` dirhams. */
export const CashVoucherSchema = z.object({ code: z.string(), amount: MoneySchema, expiresAt: z.string() });
export type CashVoucher = z.infer<typeof CashVoucherSchema>;
export type PaymentProviderName = z.infer<typeof PaymentProviderSchema>;

export const OrderSchema = z.object({
  id: z.string().uuid(),
  orderNumber: z.string(),
  customerId: z.string().uuid().nullable(),
  status: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  paymentMethod: PaymentMethodSchema,
  paymentProvider: PaymentProviderSchema.nullable(),
  paymentFailureReason: z.string().nullable(),
  paymentFailureCode: z.string().nullable(),
  bankTransferReference: z.string().nullable(),
  /** The order's cash payment code, for `cash_voucher`; null otherwise. */
  cashVoucher: CashVoucherSchema.nullable(),
  subtotalAmount: MoneySchema,
  deliveryFee: MoneySchema,
  /** The promotion's code (null without one, or for an automatic promotion) and what it took off the total. */
  discountCode: z.string().nullable(),
  discountAmount: MoneySchema,
  totalAmount: MoneySchema,
  currency: z.string(),
  /** The total as the buyer read it, for information (`rate`: dirhams for one unit, set on `setAt`); null in dirhams. */
  displayCurrency: z.object({ code: z.enum(FOREIGN_CURRENCIES), rate: z.number(), setAt: z.string() }).nullable(),
  express: z.boolean(),
  deliveryDate: z.string().nullable(),
  /** "09:00-13:00"; null for express, a digital gift, or an order without a chosen date. */
  deliverySlot: z.string().nullable(),
  recipientName: z.string(),
  recipientPhone: z.string(),
  /** Null for an order of digital gifts only ("Livraison numérique"). */
  recipientAddress: z.string().nullable(),
  recipientCity: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  /** The recipient has not given the address yet ("adresse demandée au destinataire"). */
  awaitingRecipientAddress: z.boolean(),
  /** While the recipient's address is awaited: the private link's days, expiry, and the link when it could not be sent. */
  recipientClaim: RecipientClaimStateSchema.nullable(),
  personalMessage: z.string().nullable(),
  isAnonymous: z.boolean(),
  senderName: z.string().nullable(),
  /** How the shop reaches the buyer: a guest's own, or the account's e-mail. */
  senderEmail: z.string().nullable(),
  senderPhone: z.string().nullable(),
  expiresAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  cancellationRequestedAt: z.string().nullable(),
  /** The customer may still cancel it themselves: pending or being prepared, within 2 hours of creation. */
  canCancel: z.boolean(),
  actions: OrderActionsSchema,
  createdAt: z.string(),
  items: z.array(OrderItemSchema),
  /** What is packed with the gifts (decision 050), as sold. */
  extras: z.array(OrderExtraSchema),
  events: z.array(OrderEventSchema),
  /**
   * The numbers of its invoice (once paid), credit note (once a paid order is cancelled and refunded) and partial
   * credit note (a difference refunded when the recipient chose a cheaper gift, decision 054), downloadable at
   * `/api/orders/:id/invoice.pdf`, `/api/orders/:id/credit-note.pdf` and `/api/orders/:id/partial-credit-note.pdf`.
   */
  documents: z.object({ invoice: z.string().nullable(), creditNote: z.string().nullable(), partialCreditNote: z.string().nullable() }),
  /** The courier company's parcel once the shop handed the order to one (decision 049); null with the shop's own couriers. */
  parcel: ParcelSchema.nullable(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = z.array(OrderSchema);

/** `PATCH /api/admin/orders/:id/status`: the back office may set any of the four statuses. */
export const OrderStatusUpdateSchema = z.object({
  status: z.enum(OrderStatusSchema.options, { message: 'Statut de commande inconnu' }),
});

/** `POST /api/orders/:id/cancel`: cancelled at once inside the 2-hour window, otherwise a request for the shop. */
export const CancelOrderResultSchema = z.object({
  outcome: z.enum(['cancelled', 'requested']),
  message: z.string(),
  order: OrderSchema,
});
export type CancelOrderResult = z.infer<typeof CancelOrderResultSchema>;


/** The card provider the checkout should mount. */
export const PaymentConfigSchema = z.object({
  provider: PaymentProviderSchema.nullable(),
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/** `GET /api/payments/cash-voucher`: whether the checkout offers cash at a Wafacash agency (decision 052). */
export const CashVoucherConfigSchema = z.object({ available: z.boolean() });
export type CashVoucherConfig = z.infer<typeof CashVoucherConfigSchema>;

/** `POST /api/create-payment-intent`: `amount` is the contract field; the server charges the order's own total. */
export const CreatePaymentIntentSchema = z.object({ orderId: z.string().uuid(), amount: z.union([z.number(), z.string()]).optional() });
const PaymentStartSchema = z.object({ provider: PaymentProviderSchema, paymentIntentId: z.string(), amount: MoneySchema });
/**
 * How the browser completes the payment: a card form on the shop's page confirms `clientSecret` (Stripe,
 * test mode), or the browser posts `fields` to the provider's hosted page at `gatewayUrl`.
 */
export const PaymentIntentSchema = z.union([
  PaymentStartSchema.extend({ clientSecret: z.string() }),
  PaymentStartSchema.extend({ gatewayUrl: z.string().url(), fields: z.record(z.string(), z.string()) }),
]);

/** `POST /api/payments/test/confirm`: the "Mode test" card form. */
export const TestCardConfirmSchema = z.object({
  paymentIntentId: z.string().min(1),
  cardNumber: z.string().transform((v) => v.replace(/\s/g, '')).pipe(z.string().regex(/^\d{12,19}$/, 'Numéro de carte invalide')),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Date d’expiration invalide (MM/AA)'),
  cvc: z.string().regex(/^\d{3,4}$/, 'Code de sécurité invalide'),
});

export const TestCardResultSchema = z.object({
  status: z.enum(['completed', 'failed']),
  message: z.string(),
  /** card_declined, insufficient_funds, invalid_number, expired_card; null on success. */
  code: z.string().nullable(),
});
export type TestCardResult = z.infer<typeof TestCardResultSchema>;

export const VerifyPaymentSchema = z.object({
  status: z.enum(['completed', 'failed', 'pending']),
  message: z.string(),
});

/** Public tracking: order number + recipient phone. */
export const TrackQuerySchema = z.object({
  orderNumber: z.string().trim().toUpperCase().min(4).max(20),
  phone: z.string().transform(canonicalPhone),
});
export const TrackingSchema = z.object({
  orderNumber: z.string(),
  status: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  deliveryDate: z.string().nullable(),
  deliverySlot: z.string().nullable(),
  /** Null for digital gifts only. */
  recipientCity: z.string().nullable(),
  createdAt: z.string(),
  events: z.array(OrderEventSchema),
  parcel: ParcelSchema.nullable(),
});
