import { z } from 'zod';
import type { Order } from '@contracts/orders';
import { PaymentMethodSchema, PaymentStatusSchema } from '@contracts/order-states';
import type { PaymentUpdate } from '@/features/admin-orders/api/update-order-payment';

/** The payment form: method and status from the order contract; the transfer reference only means something for a transfer. */
export const paymentFormSchema = z.object({
  paymentMethod: PaymentMethodSchema,
  paymentStatus: PaymentStatusSchema,
  bankTransferReference: z.string().trim().max(100),
});
export type PaymentFormValues = z.input<typeof paymentFormSchema>;
export type PaymentFormOutput = z.output<typeof paymentFormSchema>;

export const paymentFormValues = (order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'bankTransferReference'>): PaymentFormValues => ({
  paymentMethod: order.paymentMethod,
  paymentStatus: order.paymentStatus,
  bankTransferReference: order.bankTransferReference ?? '',
});

/** The body of `PUT /api/admin/orders/{id}/payment`: the reference is sent for a bank transfer only. */
export function toPaymentUpdate(v: PaymentFormOutput): PaymentUpdate {
  const update: PaymentUpdate = { paymentMethod: v.paymentMethod, paymentStatus: v.paymentStatus };
  if (v.paymentMethod === 'bank_transfer' && v.bankTransferReference) update.bankTransferReference = v.bankTransferReference;
  return update;
}

