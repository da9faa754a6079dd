import type { Order } from '../../../../contracts/orders';

type OrderState = Pick<
  Order,
  'status' | 'paymentMethod' | 'paymentStatus' | 'expiresAt' | 'receivedAt' | 'cancellationRequestedAt'
>;

/** What the customer may do with an order right now; the server checks each action again. */
export function orderActions(order: OrderState, now = Date.now()) {
  const delivered = order.status === 'delivered';
  const pending = order.status === 'pending';
  const card = order.paymentMethod === 'stripe';
  const unpaid = order.paymentStatus === 'pending' || order.paymentStatus === 'failed';
  const expired = order.expiresAt !== null && Date.parse(order.expiresAt) <= now;
  return {
    confirmReceipt: delivered && order.receivedAt === null,
    review: delivered,
    requestCancellation: pending && order.cancellationRequestedAt === null,
    verifyPayment: card && order.paymentStatus !== 'completed' && order.status !== 'cancelled',
    payNow: card && unpaid && pending && !expired,
  };
}

/** A line's total from its unit price, in centimes so 3 × 19.90 is 59.70, not 59.699999. */
export const lineTotal = (unitPrice: string, quantity: number) => ((Math.round(Number(unitPrice) * 100) * quantity) / 100).toFixed(2);
