import { z } from 'zod';

// An order's states and history types, without the checkout's rules (and their phone metadata), so
// the back office's lists and badges load only these.

export const OrderStatusSchema = z.enum(['pending', 'processing', 'delivered', 'cancelled']);
export const PaymentStatusSchema = z.enum(['pending', 'completed', 'failed', 'awaiting_transfer']);
/** `cash_voucher`: a Binga code the sender pays in cash at a Wafacash agency (decision 052). */
export const PaymentMethodSchema = z.enum(['stripe', 'bank_transfer', 'cash_voucher']);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** What an order event records, for the timeline; `status` events carry the new status. */
export const orderEventTypes = [
  'created',
  'payment_completed',
  'payment_failed',
  'payment_mismatch',
  /** A second payment for an order already paid: not captured (CMI) or to refund (card), and the shop alerted. */
  'paid_twice',
  'status',
  'cancelled',
  'expired',
  'refunded',
  'refund_failed',
  'received',
  'cancellation_requested',
  'payment_updated',
  /** A delivery that failed at the door, with its reason; the sender sees it. */
  'delivery_attempt_failed',
  /** The courier's photo was attached. */
  'delivery_photo',
  /** The recipient's link to give the address was sent (again, after a corrected phone or as the one reminder). */
  'recipient_link_sent',
  /** The recipient gave the address, date and slot. */
  'recipient_address_given',
  /** The recipient took another gift of the same or lower price (a swappable gift); the note names both. */
  'recipient_gift_swapped',
  /** Unclaimed after the reminder: the sender was told and the shop decides (refund or call). */
  'recipient_address_missing',
  /** The courier company's parcel changed status (`status` is the parcel's, contracts/parcels.ts). */
  'parcel_status',
  /** The shop's own remark: shown in the back office only. */
  'note',
] as const;
export type OrderEventType = (typeof orderEventTypes)[number];
