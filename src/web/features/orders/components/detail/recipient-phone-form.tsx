import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecipientPhoneSchema } from '@contracts/recipient-claims';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { Form } from '@/components/ui/form/form';
import { useFieldErrors } from '@/components/ui/form/use-field-errors';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { Input } from '@/components/ui/input';
import { useErrorText } from '@/lib/errors';
import { useCorrectRecipientPhone } from '@/features/orders/api/correct-recipient-phone';

/** While the recipient has not given the address: a wrong number is corrected here, and the link sent again. */
export function RecipientPhoneForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(RecipientPhoneSchema, { defaultValues: { recipientPhone: '' } });
  const error = useFieldErrors(form.control, () => t('awaitingAddress.phoneInvalid'));
  const correct = useCorrectRecipientPhone();
  if (!open) {
    return (
      <div className="space-y-2">
        {correct.isSuccess && <p role="status" className="text-sm text-success">{t('awaitingAddress.resent')}</p>}
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          {t('awaitingAddress.correctPhone')}
        </Button>
      </div>
    );
  }
  const submit = async ({ recipientPhone }: { recipientPhone: string }) => {
    await correct.mutateAsync({ id: orderId, recipientPhone });
    setOpen(false);
  };
  return (
    <Form form={form} onSubmit={submit} className="space-y-3">
      <Field id="recipient-phone-fix" label={t('awaitingAddress.newPhone')} error={error('recipientPhone')} required>
        {(p) => <Input {...p} {...form.register('recipientPhone')} type="tel" inputMode="tel" dir="ltr" className="rtl:text-end" placeholder="06 12 34 56 78" />}
      </Field>
      {correct.isError && (
        <p role="alert" className="text-sm text-danger">
          {errorText(correct.error, t('common.genericError'))}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={correct.isPending}>
          {t('awaitingAddress.send')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {t('awaitingAddress.cancel')}
        </Button>
      </div>
    </Form>
  );
}
