import { OrderStatusSchema, PaymentMethodSchema, PaymentStatusSchema } from '@contracts/order-states';

/** The values the back office offers, in the order its selectors list them. */
export const orderStatuses = OrderStatusSchema.options;
export const paymentStatuses = PaymentStatusSchema.options;
export const paymentMethods = PaymentMethodSchema.options;
