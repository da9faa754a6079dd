import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { CreatePartnerSchema, PARTNER_PASSWORD_MIN, type CreatePartnerInput } from '@contracts/partners';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form/field';
import { Form } from '@/components/ui/form/form';
import { useFieldErrors } from '@/components/ui/form/use-field-errors';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/errors';
import { useAddPartner } from '@/features/admin-partners/api/partners';

/** A partner's name, the e-mail its counter signs in with, and the password the owner gives it. */
export function PartnerForm() {
  const { t } = useTranslation('admin-partners');
  const errorText = useErrorText();
  const add = useAddPartner();
  const form = useSchemaForm(CreatePartnerSchema, { defaultValues: { name: '', email: '', password: '' } });
  const error = useFieldErrors(form.control, (field, e) => {
    if (field === 'email') return t(e.type === 'taken' ? 'emailTaken' : 'emailError');
    return field === 'name' ? t('nameError') : t('passwordError', { count: PARTNER_PASSWORD_MIN });
  });
  const submit = async (values: CreatePartnerInput) => {
    const partner = await add.mutateAsync(values);
    form.reset();
    toast({ variant: 'success', title: t('added', { name: partner.name }) });
  };
  const failed = (err: unknown) => {
    if (err instanceof ApiError && err.code === 'email_taken') form.setError('email', { type: 'taken' }, { shouldFocus: true });
    else toast({ variant: 'destructive', title: t('addFailed'), description: errorText(err, t('addFailed')) });
  };
  return (
    <Form form={form} onSubmit={submit} onError={failed} className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('name')} required autoComplete="organization" error={error('name')} {...form.register('name')} />
      <TextField
        label={t('email')}
        required
        type="email"
        dir="ltr"
        autoComplete="off"
        error={error('email')}
        {...form.register('email')}
      />
      <TextField
        label={t('password')}
        required
        type="text"
        dir="ltr"
        autoComplete="new-password"
        spellCheck={false}
        hint={t('passwordHint', { count: PARTNER_PASSWORD_MIN })}
        error={error('password')}
        {...form.register('password')}
      />
      <div className="flex items-end">
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending} className="w-full sm:w-auto">
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {add.isPending ? t('adding') : t('add')}
        </Button>
      </div>
    </Form>
  );
}
