import { lazy, Suspense, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/skeleton';
import type { PaymentConfig } from '@contracts/orders';
import type { CardPayer } from '@/features/checkout/utils/card-payer';
import { CmiNotice } from './cmi-notice';
import { TestCardForm } from './test-card-form';

// Stripe.js is only fetched for shops that use Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The active provider's card form; the caller handles "no provider". */
export function CardFields(props: { config: PaymentConfig; amount: string; payerRef: Ref<CardPayer | null>; idPrefix?: string }) {
  const { t } = useTranslation('checkout');
  if (props.config.provider === 'cmi') return <CmiNotice payerRef={props.payerRef} />;
  if (props.config.provider === 'test') return <TestCardForm payerRef={props.payerRef} idPrefix={props.idPrefix} />;
  if (props.config.provider === 'stripe' && props.config.publishableKey) {
    return (
      <Suspense fallback={<Spinner label={t('payment.loading')} />}>
        <StripeCardForm publishableKey={props.config.publishableKey} amount={props.amount} payerRef={props.payerRef} />
      </Suspense>
    );
  }
  return (
    <p role="alert" className="text-sm text-danger">
      {t('payment.unavailable')}
    </p>
  );
}
