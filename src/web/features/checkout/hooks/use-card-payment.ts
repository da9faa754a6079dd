import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { handleSessionExpired } from '@/lib/session-expired';
import { createPaymentIntent } from '@/features/checkout/api/create-payment-intent';
import type { CardOutcome, CardPayer } from '@/features/checkout/utils/card-payer';
import { postToGateway } from '@/features/checkout/utils/gateway-form';

/**
 * Pays an existing order by card: a fresh intent each time, so a declined card can be retried
 * on the same order. Failures are toasted; the outcome tells the caller what to show, and is null
 * when there is nothing to show (a failure already toasted, or the browser leaving for a hosted page).
 */
export function useCardPayment() {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  return async (order: { id: string; totalAmount: string }, payer: CardPayer | null): Promise<CardOutcome | null> => {
    if (!payer) {
      toast({ title: t('toast.unavailable'), description: t('toast.unavailableText'), variant: 'destructive' });
      return null;
    }
    let intent;
    try {
      intent = await createPaymentIntent(order.id, order.totalAmount);
    } catch (err) {
      if (!handleSessionExpired(err)) {
        toast({ title: t('toast.intentError'), description: errorText(err, t('toast.genericError')), variant: 'destructive' });
      }
      return null;
    }
    if ('gatewayUrl' in intent) {
      postToGateway(intent);
      return null;
    }
    const outcome = await payer.confirm(intent, order.id);
    if (!outcome.ok) {
      toast({ title: t('toast.paymentError'), description: outcome.message || t('toast.genericError'), variant: 'destructive' });
    }
    return outcome;
  };
}
