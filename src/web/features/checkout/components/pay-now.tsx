import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Loader2, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useLocale } from '@/i18n/locale';
import { formatMoney } from '@/lib/format';
import { usePaymentConfig } from '@/features/checkout/api/payment-config';
import { useCardPayment } from '@/features/checkout/hooks/use-card-payment';
import type { CardPayer } from '@/features/checkout/utils/card-payer';
import { CardFields } from './card-fields';

/** 'Payer maintenant' on an unpaid card order: the card form opens on demand, each attempt gets a new intent. */
export default function PayNow({ order }: { order: { id: string; orderNumber: string; totalAmount: string } }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const config = usePaymentConfig();
  const payerRef = useRef<CardPayer | null>(null);
  const pay = useCardPayment();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const amount = formatMoney(order.totalAmount, locale);

  if (!open) {
    return (
      <Button className="w-full" onClick={() => setOpen(true)}>
        <CreditCard className="h-4 w-4" aria-hidden="true" />
        {t('payNow.title')}
      </Button>
    );
  }

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const payer = payerRef.current;
      if (payer && !(await payer.check())) return;
      const outcome = await pay(order, payer);
      if (outcome?.ok) {
        toast({ title: t('toast.paid'), description: t('toast.paidText', { number: order.orderNumber }), variant: 'success' });
        setOpen(false);
      }
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="pay-now-title" className="space-y-4 border-t border-border pt-4">
      <div>
        <h3 id="pay-now-title" className="text-lg font-semibold">
          {t('payNow.title')}
        </h3>
        <p className="text-sm text-muted">{t('payNow.text', { amount })}</p>
      </div>
      {config.isPending ? (
        <Spinner label={t('payment.loading')} />
      ) : !config.data?.provider ? (
        <p role="alert" className="text-sm text-danger">
          {t('payment.unavailable')}
        </p>
      ) : (
        <>
          <CardFields config={config.data} amount={order.totalAmount} payerRef={payerRef} idPrefix="pay-now" />
          <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
            {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Lock className="h-4 w-4" aria-hidden="true" />}
            {busy ? t('payNow.busy') : t('payNow.button', { amount })}
          </Button>
        </>
      )}
    </form>
  );
}
