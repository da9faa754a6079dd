import { useEffect, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStripe, type Stripe, type StripeElementsOptionsMode } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Spinner } from '@/components/ui/skeleton';
import { useLocale } from '@/i18n/locale';
import type { CardPayer } from '@/features/checkout/utils/card-payer';

// One Stripe.js instance per key for the whole visit.
const instances = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let p = instances.get(key);
  if (!p) {
    p = loadStripe(key).catch(() => null);
    instances.set(key, p);
  }
  return p;
}

/** Stripe's Payment Element in deferred mode: it is drawn before the order exists, confirmed once the server made the intent. */
export default function StripeCardForm(props: { publishableKey: string; amount: string; payerRef: Ref<CardPayer | null> }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const [stripe, setStripe] = useState<Stripe | null | 'loading'>('loading');
  useEffect(() => {
    let live = true;
    void stripeFor(props.publishableKey).then((s) => live && setStripe(s));
    return () => {
      live = false;
    };
  }, [props.publishableKey]);

  const options = useMemo<StripeElementsOptionsMode>(
    () => ({
      mode: 'payment',
      amount: Math.max(1, Math.round(Number(props.amount) * 100)),
      currency: 'mad',
      locale,
      appearance: {
        theme: 'stripe',
        variables: { colorPrimary: '#8a5a2b', colorText: '#2d2d2d', borderRadius: '8px', fontFamily: 'Inter, system-ui, sans-serif' },
      },
    }),
    [props.amount, locale],
  );

  if (stripe === 'loading') return <Spinner label={t('payment.loading')} />;
  if (!stripe) return <p role="alert" className="text-sm text-danger">{t('payment.unavailable')}</p>;
  return (
    <Elements stripe={stripe} options={options}>
      <StripeFields payerRef={props.payerRef} />
    </Elements>
  );
}

function StripeFields({ payerRef }: { payerRef: Ref<CardPayer | null> }) {
  const stripe = useStripe();
  const elements = useElements();
  useImperativeHandle(
    payerRef,
    () => ({
      async check() {
        if (!elements) return false;
        const { error } = await elements.submit();
        return !error;
      },
      async confirm(intent, orderId) {
        if (!stripe || !elements) return { ok: false, message: '' };
        const returnUrl = new URL('/order-success', window.location.origin);
        returnUrl.searchParams.set('order_id', orderId);
        returnUrl.searchParams.set('payment_method', 'stripe');
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          clientSecret: intent.clientSecret,
          confirmParams: { return_url: returnUrl.toString() },
          redirect: 'if_required',
        });
        if (error) return { ok: false, message: error.message ?? '' };
        const done = paymentIntent && ['succeeded', 'processing', 'requires_capture'].includes(paymentIntent.status);
        return done ? { ok: true, paymentIntentId: paymentIntent.id } : { ok: false, message: '' };
      },
    }),
    [stripe, elements],
  );
  return <PaymentElement options={{ layout: 'tabs' }} />;
}
