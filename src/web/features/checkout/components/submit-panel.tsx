import { useTranslation } from 'react-i18next';
import { AlertTriangle, Loader2, Lock } from 'lucide-react';
import { PrivacyNotice } from '@/components/layout/privacy-notice';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale';
import { formatMoney } from '@/lib/format';
import { useCheckoutContext } from '@/features/checkout/hooks/use-checkout-form';

/**
 * The confirm button, its label following the payment mode, with what stops the order above it; while
 * the order is placed and the confirmation page opens, the button itself shows the progress.
 */
export function SubmitPanel(props: { busy: boolean; leaving?: boolean; retry: boolean; newTotal: string | null; blocked: boolean; together?: boolean }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const { watch, formState } = useCheckoutContext();
  const method = watch('paymentMethod');
  const errorCount = Object.keys(formState.errors).length;
  const label = props.leaving
    ? t('redirecting')
    : props.busy
      ? t('submit.busy')
      : props.together
        ? t('together.submit')
        : props.retry
          ? t('submit.retry')
          : method === 'stripe'
            ? t('submit.card')
            : t('submit.transfer');
  return (
    <div className="space-y-3">
      {props.newTotal && (
        <div role="alert" className="rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="h-4 w-4" aria-hidden="true" />
            {t('priceChanged.title')}
          </p>
          <p className="mt-1">{t('priceChanged.text', { amount: formatMoney(props.newTotal, locale) })}</p>
        </div>
      )}
      {formState.isSubmitted && errorCount > 0 && (
        <p role="alert" className="rounded-[var(--radius)] bg-red-50 p-3 text-sm text-red-900">
          {t('errors.summary', { count: errorCount })}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={props.busy || props.blocked} aria-busy={props.busy}>
        {props.busy ? <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" /> : <Lock className="h-5 w-5" aria-hidden="true" />}
        {label}
      </Button>
      <p role="status" className="sr-only">
        {props.busy ? label : ''}
      </p>
      <PrivacyNotice purpose="order" />
    </div>
  );
}
