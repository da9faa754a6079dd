import type { Order } from '@contracts/orders';

export interface SuccessParams {
  orderId: string | null;
  method: 'stripe' | 'bank_transfer' | 'cash_voucher' | null;
  paymentIntent: string | null;
  redirectStatus: string | null;
}

/** The four parameters the checkout (or the card provider's redirect) leaves on the confirmation address. */
export function readSuccessParams(search: string): SuccessParams {
  const q = new URLSearchParams(search);
  const method = q.get('payment_method');
  return {
    orderId: q.get('order_id') || null,
    method: method === 'stripe' || method === 'bank_transfer' || method === 'cash_voucher' ? method : null,
    paymentIntent: q.get('payment_intent') || null,
    redirectStatus: q.get('redirect_status') || null,
  };
}

/** Confetti for a paid order, or a transfer or cash order now awaiting its money. */
export const shouldCelebrate = (p: SuccessParams) =>
  p.redirectStatus === 'succeeded' || ((p.method === 'bank_transfer' || p.method === 'cash_voucher') && p.redirectStatus === 'awaiting_transfer');

/** Without an order id, the number shown is taken from the payment intent: characters 3 to 11, in capitals. */
export const numberFromIntent = (paymentIntent: string | null) => (paymentIntent ? paymentIntent.slice(3, 11).toUpperCase() : null);

// The card provider's redirect may come back with a failure (3-D Secure refused, for instance).
const failedRedirect = (p: SuccessParams) => p.redirectStatus === 'failed' || p.redirectStatus === 'requires_payment_method';

/** A cancelled order that was never paid: nothing is due, no transfer or card payment is awaited. */
export const nothingDue = (order: Pick<Order, 'status' | 'paymentStatus'>) => order.status === 'cancelled' && order.paymentStatus !== 'completed';

/**
 * Which confirmation to show. A provider that says "succeeded" is believed even if the order still
 * shows an earlier failed attempt: its webhook may not have arrived yet. A cancelled order owes nothing.
 */
export function confirmationKind(order: Pick<Order, 'status' | 'paymentMethod' | 'paymentStatus'> | undefined, p: SuccessParams) {
  if (order && nothingDue(order)) return 'cancelled';
  if (order?.paymentMethod === 'bank_transfer' && order.paymentStatus !== 'completed') return 'transfer';
  if (order?.paymentMethod === 'cash_voucher' && order.paymentStatus !== 'completed') return 'cash';
  if (order?.paymentStatus === 'completed' || p.redirectStatus === 'succeeded') return 'paid';
  if (order?.paymentStatus === 'failed' || failedRedirect(p)) return 'failed';
  return 'confirmed';
}
