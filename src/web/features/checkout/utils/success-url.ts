/** Where a finished checkout lands: the confirmation page reads these four parameters. */
export function successUrl(
  input: { orderId: string; method: 'bank_transfer' | 'cash_voucher' } | { orderId: string; method: 'stripe'; paymentIntentId: string },
) {
  const q = new URLSearchParams({ order_id: input.orderId, payment_method: input.method });
  if (input.method === 'stripe') {
    q.set('payment_intent', input.paymentIntentId);
    q.set('redirect_status', 'succeeded');
  } else {
    q.set('redirect_status', 'awaiting_transfer');
  }
  return `/order-success?${q.toString()}`;
}
