import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircle, Banknote, CreditCard, Landmark, Lock, WalletCards } from 'lucide-react';
import type { PaymentConfig } from '@contracts/orders';
import { Spinner } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { CardPayer } from '@/features/checkout/utils/card-payer';
import { useCheckoutContext } from '@/features/checkout/hooks/use-checkout-form';
import { BankTransferNotes } from './bank-transfer-notes';
import { CashVoucherNotes } from './cash-voucher-notes';
import { useCashVoucherConfig } from '@/features/checkout/api/cash-voucher-config';
import { CardFields } from './card-fields';
import { SectionCard } from '@/components/ui/form/section-card';

export function PaymentCard(props: {
  config: PaymentConfig | undefined;
  amount: string;
  payerRef: Ref<CardPayer | null>;
  /** The order already exists: only the card can still change. */
  lockedOrderNumber: string | null;
  /** The order is placed and the confirmation page opens: nothing can change any more. */
  disabled?: boolean;
  paymentError: string | null;
}) {
  const { t } = useTranslation('checkout');
  const { register, watch } = useCheckoutContext();
  const method = watch('paymentMethod');
  const cardOff = props.config?.provider === null;
  const cashOff = useCashVoucherConfig().data?.available !== true;
  const options = [
    { value: 'stripe', icon: CreditCard, label: t('payment.card'), hint: cardOff ? t('payment.unavailable') : t('payment.cardHint'), disabled: cardOff },
    { value: 'bank_transfer', icon: Landmark, label: t('payment.transfer'), hint: t('payment.transferHint'), disabled: false },
    { value: 'cash_voucher', icon: Banknote, label: t('payment.cash'), hint: cashOff ? t('payment.cashUnavailable') : t('payment.cashHint'), disabled: cashOff },
  ] as const;

  return (
    <SectionCard icon={WalletCards} title={t('payment.title')}>
      <fieldset disabled={props.lockedOrderNumber !== null || props.disabled} className="min-w-0">
        <legend className="mb-3 text-sm font-medium">{t('payment.legend')}</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {options.map((o) => (
            <label
              key={o.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-[var(--radius)] border-2 bg-card p-4 transition',
                'has-[:checked]:border-primary-strong has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-strong',
                o.disabled ? 'cursor-not-allowed border-border opacity-60' : 'border-border hover:border-primary',
              )}
            >
              <input type="radio" value={o.value} disabled={o.disabled} className="mt-1 h-4 w-4 accent-[var(--color-primary-strong)]" {...register('paymentMethod')} />
              <span className="flex-1">
                <span className="flex items-center gap-2 font-semibold">
                  <o.icon className="h-5 w-5 text-primary-strong" aria-hidden="true" />
                  {o.label}
                </span>
                <span className="mt-0.5 block text-sm text-muted">{o.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {props.lockedOrderNumber && (
        <p className="rounded-[var(--radius)] bg-secondary/70 p-3 text-sm">{t('payment.orderSaved', { number: props.lockedOrderNumber })}</p>
      )}
      {props.paymentError !== null && (
        <div role="alert" className="flex gap-3 rounded-[var(--radius)] border border-danger/40 bg-red-50 p-3 text-sm text-red-900">
          <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <p>
            <strong className="block">{t('payment.failed')}</strong>
            {props.paymentError}
          </p>
        </div>
      )}

      {method === 'stripe' &&
        (props.config === undefined ? (
          <Spinner label={t('payment.loading')} />
        ) : props.config.provider === null ? (
          <p className="text-sm text-muted">{t('payment.unavailableHint')}</p>
        ) : (
          <>
            <CardFields config={props.config} amount={props.amount} payerRef={props.payerRef} />
            <p className="flex items-center gap-2 text-sm text-muted">
              <Lock className="h-4 w-4" aria-hidden="true" />
              {t('payment.secure')}
            </p>
          </>
        ))}
      {method === 'bank_transfer' && <BankTransferNotes />}
      {method === 'cash_voucher' && <CashVoucherNotes />}
    </SectionCard>
  );
}
