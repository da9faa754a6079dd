import { z } from 'zod';
import { CitySchema } from '@contracts/city';
import {
  ADDRESS_REQUIRED,
  CreateOrderSchema,
  SENDER_EMAIL_REQUIRED,
  type CreateOrderInput,
  type Quote,
} from '@contracts/orders';
import type { Locale } from '@contracts/common';
import type { CartItem } from '@/stores/cart';

const address = CreateOrderSchema.shape.recipientAddress.unwrap().unwrap();
const email = CreateOrderSchema.shape.senderEmail.unwrap().unwrap();
const optional = <T extends z.ZodType>(rule: T) => z.union([z.literal(''), rule]);

/**
 * The checkout form: the order contract's own fields, with the empty states a form starts from. A cart
 * of digital gifts only asks for no address and no city; any other cart needs both. A guest gives the
 * e-mail the confirmation goes to; a signed-in customer's account e-mail is used.
 */
export const checkoutFormSchema = (today: string, opts: { digitalOnly?: boolean; guest?: boolean; addressUnknown?: boolean } = {}) => {
  // "Je ne connais pas son adresse": the recipient gives the address, date and slot through their link.
  const noAddress = opts.digitalOnly || opts.addressUnknown;
  return CreateOrderSchema.pick({
    paymentMethod: true,
    recipientName: true,
    recipientPhone: true,
    isAnonymous: true,
    senderName: true,
    personalMessage: true,
    express: true,
  }).extend({
    recipientAddress: noAddress ? z.string() : z.string().trim().min(1, { message: ADDRESS_REQUIRED, abort: true }).pipe(address),
    recipientCity: noAddress ? z.string() : CitySchema,
    recipientAddressUnknown: z.boolean(),
    recipientEmail: optional(CreateOrderSchema.shape.recipientEmail.unwrap().unwrap()),
    senderEmail: opts.guest ? z.string().trim().min(1, { message: SENDER_EMAIL_REQUIRED, abort: true }).pipe(email) : z.string(),
    senderPhone: optional(CreateOrderSchema.shape.senderPhone.unwrap().unwrap()),
    deliveryDate: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((d) => d >= today)]),
    ecardSendTime: optional(CreateOrderSchema.shape.ecardSendTime.unwrap().unwrap()),
    /** One of the chosen date's slots; a physical gift delivered on a chosen date needs one (express does not). */
    deliverySlot: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!noAddress && v.deliveryDate && !v.express && !v.deliverySlot) ctx.addIssue({ code: 'custom', path: ['deliverySlot'], message: 'slot' });
  });
};

export type CheckoutSchema = ReturnType<typeof checkoutFormSchema>;
export type CheckoutValues = z.input<CheckoutSchema>;
export type CheckoutOutput = z.output<CheckoutSchema>;
export type CheckoutField = keyof CheckoutValues;

export const MESSAGE_MAX = 1000;

export const emptyCheckout = (paymentMethod: CheckoutValues['paymentMethod']): CheckoutValues => ({
  paymentMethod,
  recipientName: '',
  recipientPhone: '',
  recipientAddress: '',
  recipientCity: '',
  recipientEmail: '',
  recipientAddressUnknown: false,
  deliveryDate: '',
  ecardSendTime: '09:00',
  deliverySlot: '',
  express: false,
  isAnonymous: false,
  senderName: '',
  senderEmail: '',
  senderPhone: '',
  personalMessage: '',
});

/**
 * The order payload: empty optional fields become null, the sender is dropped when anonymous, and a
 * cart of digital gifts only sends no address, no city and no express.
 */
export function toCreateOrder(
  values: CheckoutOutput,
  ctx: {
    items: CartItem[];
    customerId: string | null;
    locale: Locale;
    quote: Quote | null;
    digitalOnly?: boolean;
    discountCode?: string | null;
    displayCurrency?: CreateOrderInput['displayCurrency'];
    /** The extras ticked; sent only with a physical gift (its city's, or every zone's while the recipient gives the address). */
    extras?: { extraId: string; quantity: number }[];
  },
): CreateOrderInput {
  const orNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  // Without the address, nothing of the delivery is known yet: the recipient gives it all through their link.
  const addressUnknown = !ctx.digitalOnly && values.recipientAddressUnknown;
  const carried = !ctx.digitalOnly && !addressUnknown;
  return {
    customerId: ctx.customerId,
    totalAmount: ctx.quote?.total,
    paymentMethod: values.paymentMethod,
    recipientName: values.recipientName,
    recipientPhone: values.recipientPhone,
    recipientAddress: carried ? orNull(values.recipientAddress) : null,
    recipientCity: carried && values.recipientCity ? values.recipientCity : null,
    recipientEmail: orNull(values.recipientEmail),
    recipientAddressUnknown: addressUnknown,
    // Express leaves today, within hours: no date or slot to send.
    deliveryDate: addressUnknown || (carried && values.express) ? null : values.deliveryDate || null,
    deliverySlot: carried && !values.express && values.deliverySlot ? values.deliverySlot : null,
    // The e-card's hour means something only for a cart with a digital gift.
    ecardSendTime: ctx.items.some((i) => i.type === 'digital') ? values.ecardSendTime || null : null,
    isAnonymous: values.isAnonymous,
    senderName: values.isAnonymous ? null : orNull(values.senderName),
    // A signed-in customer's account e-mail is used whatever is sent: the field is not shown to them.
    senderEmail: ctx.customerId ? null : orNull(values.senderEmail),
    senderPhone: orNull(values.senderPhone),
    personalMessage: orNull(values.personalMessage),
    express: carried && values.express,
    locale: ctx.locale,
    // Charged in dirhams whatever it is: the e-mail, order page and invoice add the total in it.
    displayCurrency: ctx.displayCurrency ?? null,
    discountCode: ctx.discountCode ?? null,
    items: ctx.items.map((i) => ({ giftId: i.giftId, quantity: i.quantity, price: i.price.toFixed(2) })),
    extras: ctx.digitalOnly ? [] : (ctx.extras ?? []),
  };
}
