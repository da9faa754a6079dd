import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { DeadLinkCard } from '@/components/layout/dead-link-card';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Spinner } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/errors';
import { usePaymentConfig } from '@/features/checkout/api/payment-config';
import { CardFields } from '@/features/checkout/components/card-fields';
import type { CardPayer } from '@/features/checkout/utils/card-payer';
import { postToGateway } from '@/features/checkout/utils/gateway-form';
import { usePot } from '@/features/pots/api/pots';
import { PotView, type SharePayment } from '@/features/pots/components/pot-view';

/** `/pot/{token}`: a gift paid together, as a contributor's link or the organiser's shows it; shares are paid with the checkout's card form. */
export default function PotPage() {
  const { t } = useTranslation('pots');
  const { t: tc } = useTranslation('checkout');
  const errorText = useErrorText();
  const { token = '' } = useParams<{ token: string }>();
  const pot = usePot(token);
  const config = usePaymentConfig();
  const payerRef = useRef<CardPayer | null>(null);
  useDocumentTitle(t('pageTitle'));

  const payment: SharePayment = {
    fields: config.data?.provider ? (
      <CardFields config={config.data} amount="0" payerRef={payerRef} idPrefix="share-card" />
    ) : config.data ? (
      <p className="text-sm text-muted">{tc('payment.unavailableHint')}</p>
    ) : (
      <Spinner label={tc('payment.loading')} />
    ),
    check: async () => (payerRef.current ? payerRef.current.check() : false),
    async pay(intent) {
      if ('gatewayUrl' in intent) {
        postToGateway(intent);
        return null;
      }
      const payer = payerRef.current;
      if (!payer) return { ok: false, message: tc('toast.unavailableText') };
      const outcome = await payer.confirm(intent, pot.data?.id ?? '');
      return outcome.ok ? { ok: true } : { ok: false, message: outcome.message || tc('toast.genericError') };
    },
  };

  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-6 sm:py-12">
      {pot.isPending ? (
        <Spinner label={t('loading')} className="min-h-[50vh]" />
      ) : pot.isError ? (
        <DeadLinkCard title={t('missing.title')} text={errorText(pot.error, t('missing.text'))} home={t('missing.home')} />
      ) : (
        <PotView token={token} pot={pot.data} payment={payment} />
      )}
    </main>
  );
}
