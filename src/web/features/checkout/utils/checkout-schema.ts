import { z } from 'zod';
import { CreateOrderSchema, type CreateOrderInput, type Quote } from '../../../../contracts/orders';
import type { Locale } from '../../../../contracts/common';
import type { CartItem } from '../../../stores/cart';

/** Today in Morocco as YYYY-MM-DD: the earliest delivery date the shop accepts. */
export const moroccoToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(now);

/** The checkout form: the order contract's own fields, with the empty states a form starts from. */
export const checkoutFormSchema = (today: string) =>
  CreateOrderSchema.pick({
    paymentMethod: true,
    recipientName: true,
    recipientPhone: true,
    recipientAddress: true,
    isAnonymous: true,
    senderName: true,
    personalMessage: true,
    express: true,
  }).extend({
    recipientCity: z.string().pipe(CreateOrderSchema.shape.recipientCity),
    deliveryDate: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((d) => d >= today)]),
  });

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
  deliveryDate: '',
  express: false,
  isAnonymous: false,
  senderName: '',
  personalMessage: '',
});

/** The order payload: empty optional fields become null, the sender is dropped when anonymous. */
export function toCreateOrder(
  values: CheckoutOutput,
  ctx: { items: CartItem[]; customerId: string | null; locale: Locale; quote: Quote | null },
): CreateOrderInput {
  const orNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    customerId: ctx.customerId,
    totalAmount: ctx.quote?.total,
    paymentMethod: values.paymentMethod,
    recipientName: values.recipientName,
    recipientPhone: values.recipientPhone,
    recipientAddress: values.recipientAddress,
    recipientCity: values.recipientCity,
    deliveryDate: values.deliveryDate || null,
    isAnonymous: values.isAnonymous,
    senderName: values.isAnonymous ? null : orNull(values.senderName),
    personalMessage: orNull(values.personalMessage),
    express: values.express,
    locale: ctx.locale,
    items: ctx.items.map((i) => ({ giftId: i.giftId, quantity: i.quantity, price: i.price.toFixed(2) })),
  };
}
