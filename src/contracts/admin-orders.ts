import { z } from 'zod';
import { isoDate } from './common.js';
import { OrderSchema, OrderStatusSchema, PaymentMethodSchema, PaymentStatusSchema } from './orders.js';

/** `GET /api/admin/orders` (and its CSV): filters, search and paging; the total is in `X-Total-Count`. */
export const AdminOrderQuerySchema = z.object({
  status: OrderStatusSchema.optional(),
  paymentStatus: PaymentStatusSchema.optional(),
  /** Orders to deliver on that day (YYYY-MM-DD): the shop's morning view. */
  deliveryDate: isoDate().optional(),
  /** Order number, recipient name or phone, the customer's e-mail, or a guest's e-mail or phone. */
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type AdminOrderQuery = z.input<typeof AdminOrderQuerySchema>;

/** The customer behind an order, as the back office shows it; null for a guest ('Invité'), whose contact is the order's senderEmail and senderPhone. */
export const OrderCustomerSchema = z.object({
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
});

export const AdminOrderSchema = OrderSchema.extend({ customer: OrderCustomerSchema.nullable() });
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** `PUT /api/admin/orders/{id}/payment`: the payment page of the back office. */
export const PaymentUpdateSchema = z.object({
  paymentMethod: PaymentMethodSchema,
  paymentStatus: PaymentStatusSchema,
  /** Kept for a bank transfer only. */
  bankTransferReference: z.string().trim().max(100).nullable().optional(),
});
export type PaymentUpdate = z.infer<typeof PaymentUpdateSchema>;

/** `POST /api/admin/orders/{id}/notes`: a remark for the shop's eyes, kept in the order's history. */
export const OrderNoteSchema = z.object({ note: z.string().trim().min(1, 'La note est vide').max(2000) });
