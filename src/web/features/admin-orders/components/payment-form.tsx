import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Order } from '@contracts/orders';
import { paymentMethods, paymentStatuses } from '@/components/admin/statuses';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form/field';
import { paymentFormSchema, paymentFormValues, type PaymentFormOutput, type PaymentFormValues } from '@/features/admin-orders/utils/payment-form';

/** Method, status and, for a bank transfer only, its reference. */
export function PaymentForm({ order, pending, onSubmit }: { order: Order; pending: boolean; onSubmit: (values: PaymentFormOutput) => void }) {
  const { t } = useTranslation('admin');
  const resolver = useMemo(() => zodResolver(paymentFormSchema), []);
  const { register, control, handleSubmit, formState } = useForm<PaymentFormValues, unknown, PaymentFormOutput>({
    resolver,
    defaultValues: paymentFormValues(order),
  });
  const method = useWatch({ control, name: 'paymentMethod' });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="space-y-5">
      <SelectField label={t('payment.method')} {...register('paymentMethod')}>
        {paymentMethods.map((m) => (
          <option key={m} value={m}>
            {t(`paymentMethod.${m}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('payment.status')} {...register('paymentStatus')}>
        {paymentStatuses.map((s) => (
          <option key={s} value={s}>
            {t(`paymentStatus.${s}`)}
          </option>
        ))}
      </SelectField>
      {method === 'bank_transfer' && (
        <TextField
          label={t('payment.reference')}
          hint={t('payment.referenceHint')}
          dir="ltr"
          autoComplete="off"
          error={formState.errors.bankTransferReference ? t('payment.referenceError') : undefined}
          {...register('bankTransferReference')}
        />
      )}
      <Button type="submit" disabled={pending}>
        {pending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
