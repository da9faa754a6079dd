import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Order } from '@contracts/orders';
import { paymentMethods, paymentStatuses } from '@/components/admin/statuses';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form/field';
import { Form } from '@/components/ui/form/form';
import { useFieldErrors } from '@/components/ui/form/use-field-errors';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { paymentFormSchema, paymentFormValues, type PaymentFormOutput } from '@/features/admin-orders/utils/payment-form';

interface Props {
  order: Order;
  pending: boolean;
  /** Saves the payment; a refusal it throws goes to `onError` once its field issues are shown. */
  onSubmit: (values: PaymentFormOutput) => unknown;
  onError?: (err: unknown) => void;
}

/** Method, status and, for a bank transfer only, its reference. */
export function PaymentForm({ order, pending, onSubmit, onError }: Props) {
  const { t } = useTranslation('admin');
  const form = useSchemaForm(paymentFormSchema, { defaultValues: paymentFormValues(order) });
  const { register, control } = form;
  const error = useFieldErrors(control, (field) => (field === 'bankTransferReference' ? t('payment.referenceError') : undefined));
  const method = useWatch({ control, name: 'paymentMethod' });
  return (
    <Form form={form} onSubmit={onSubmit} onError={onError} className="space-y-5">
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
          error={error('bankTransferReference')}
          {...register('bankTransferReference')}
        />
      )}
      <Button type="submit" disabled={pending}>
        {pending ? t('saving') : t('save')}
      </Button>
    </Form>
  );
}
