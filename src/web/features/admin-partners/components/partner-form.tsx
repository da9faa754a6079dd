import { useMemo } from 'react';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { CreatePartnerSchema, PARTNER_PASSWORD_MIN, type CreatePartnerInput } from '@contracts/partners';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form/field';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/errors';
import { useAddPartner } from '@/features/admin-partners/api/partners';

/** A partner's name, the e-mail its counter signs in with, and the password the owner gives it. */
export function PartnerForm() {
  const { t } = useTranslation('admin-partners');
  const errorText = useErrorText();
  const add = useAddPartner();
  const resolver = useMemo(() => zodResolver(CreatePartnerSchema), []);
  const { register, handleSubmit, formState, reset, setError } = useForm<z.input<typeof CreatePartnerSchema>, unknown, CreatePartnerInput>({
    resolver,
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors } = formState;
  const submit = (values: CreatePartnerInput) =>
    add.mutate(values, {
      onSuccess: (partner) => {
        reset();
        toast({ variant: 'success', title: t('added', { name: partner.name }) });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'email_taken') setError('email', { type: 'server' });
        else toast({ variant: 'destructive', title: t('addFailed'), description: errorText(err, t('addFailed')) });
      },
    });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('name')} required autoComplete="organization" error={errors.name && t('nameError')} {...register('name')} />
      <TextField
        label={t('email')}
        required
        type="email"
        dir="ltr"
        autoComplete="off"
        error={errors.email && t(errors.email.type === 'server' ? 'emailTaken' : 'emailError')}
        {...register('email')}
      />
      <TextField
        label={t('password')}
        required
        type="text"
        dir="ltr"
        autoComplete="new-password"
        spellCheck={false}
        hint={t('passwordHint', { count: PARTNER_PASSWORD_MIN })}
        error={errors.password && t('passwordError', { count: PARTNER_PASSWORD_MIN })}
        {...register('password')}
      />
      <div className="flex items-end">
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending} className="w-full sm:w-auto">
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {add.isPending ? t('adding') : t('add')}
        </Button>
      </div>
    </form>
  );
}
