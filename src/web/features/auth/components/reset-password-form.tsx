import { Check, KeyRound, X } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { useFormProblems } from '@/features/auth/hooks/use-form-problems';
import { useErrorText } from '@/lib/errors';
import { resetFormSchema } from '@/features/auth/utils/auth-form-schemas';
import { problemResolver } from '@/features/auth/utils/form-problems';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SubmitButton } from './submit-button';

const resolver = problemResolver(resetFormSchema);

/** The new password and its confirmation; submit stays disabled until both are filled and equal. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const form = useForm({ resolver, defaultValues: { newPassword: '', confirmPassword: '' } });
  const [newPassword, confirmPassword] = useWatch({ control: form.control, name: ['newPassword', 'confirmPassword'] });
  const reset = useResetPassword();
  const { fieldError, onInvalid } = useFormProblems('registerRequired');
  const bothFilled = newPassword !== '' && confirmPassword !== '';
  const matches = bothFilled && newPassword === confirmPassword;

  const submit = form.handleSubmit((values) => {
    reset.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast({ title: t('reset.successTitle'), description: t('reset.successText'), variant: 'success' });
          onDone();
        },
        onError: (err) =>
          toast({
            title: t('reset.error'),
            description: errorText(err, t('reset.errorFallback')),
            variant: 'destructive',
          }),
      },
    );
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <PasswordField
          label={t('reset.newPassword')}
          autoComplete="new-password"
          required
          autoFocus
          error={fieldError(form.formState.errors.newPassword)}
          {...form.register('newPassword')}
        />
        <PasswordStrengthMeter password={newPassword} />
      </div>
      <div>
        <PasswordField
          label={t('reset.confirm')}
          autoComplete="new-password"
          required
          error={fieldError(form.formState.errors.confirmPassword)}
          {...form.register('confirmPassword')}
        />
        {bothFilled && (
          <p
            className={`mt-2 flex items-center gap-1.5 text-sm ${matches ? 'text-success' : 'text-danger'}`}
            aria-live="polite"
          >
            {matches ? <Check className="h-4 w-4" aria-hidden="true" /> : <X className="h-4 w-4" aria-hidden="true" />}
            {t(matches ? 'reset.match' : 'reset.noMatch')}
          </p>
        )}
      </div>
      <SubmitButton
        pending={reset.isPending}
        disabled={!matches}
        label={t('reset.submit')}
        busyLabel={t('reset.pending')}
        icon={<KeyRound className="h-4 w-4" aria-hidden="true" />}
      />
    </form>
  );
}
