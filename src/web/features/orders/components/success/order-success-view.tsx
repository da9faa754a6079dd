import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/skeleton';
import { cart } from '@/stores/cart';
import { useOrder } from '@/features/orders/api/get-order';
import { useConfetti } from '@/features/orders/hooks/use-confetti';
import { readSuccessParams, shouldCelebrate } from '@/features/orders/utils/success-params';
import { Confirmation } from './confirmation';

/** The confirmation page: what was ordered, how to pay a transfer, what happens next, and a little celebration. */
export function OrderSuccessView({ search }: { search: string }) {
  const { t } = useTranslation('orders');
  const params = readSuccessParams(search);
  const order = useOrder(params.orderId);
  // Nothing to celebrate for an order cancelled since (an expired transfer): wait for the order to say.
  // A hosted payment page (CMI) sends the customer back without a verdict: the order's own state says.
  const celebrate = shouldCelebrate(params) || (params.method === 'stripe' && order.data?.paymentStatus === 'completed');
  const celebrateOrder = celebrate && !(params.orderId && order.isPending) && order.data?.status !== 'cancelled';
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { fire, canCelebrate } = useConfetti(canvasRef, celebrateOrder);

  // A card payment that came back through the provider's redirect also empties the cart.
  useEffect(() => {
    if (celebrate) cart.clear();
  }, [celebrate]);

  return (
    <>
      <canvas ref={canvasRef} aria-hidden="true" className="pointer-events-none fixed inset-0 z-50 h-full w-full" />
      {params.orderId && order.isPending ? (
        <Spinner label={t('detail.loading')} className="min-h-[50vh]" />
      ) : (
        <Confirmation order={order.data} params={params} celebrate={celebrateOrder && canCelebrate} onCelebrate={() => void fire()} />
      )}
    </>
  );
}
