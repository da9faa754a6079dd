import { Check, KeyRound, X } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { useReportProblem } from '@/features/auth/hooks/use-report-problem';
import { useErrorText } from '@/lib/errors';
import { checkNewPassword } from '@/features/auth/utils/validation';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SubmitButton } from './submit-button';

/** The new password and its confirmation; submit stays disabled until both are filled and equal. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const form = useForm({ defaultValues: { newPassword: '', confirmPassword: '' } });
  const [newPassword, confirmPassword] = useWatch({ control: form.control, name: ['newPassword', 'confirmPassword'] });
  const reset = useResetPassword();
  const report = useReportProblem();
  const bothFilled = newPassword !== '' && confirmPassword !== '';
  const matches = bothFilled && newPassword === confirmPassword;

  const submit = form.handleSubmit((values) => {
    const problem = checkNewPassword(values.newPassword, values.confirmPassword);
    if (problem) return report(form, problem, [problem === 'passwordMismatch' ? 'confirmPassword' : 'newPassword']);
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
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <PasswordField
          label={t('reset.newPassword')}
          autoComplete="new-password"
          required
          autoFocus
          error={form.formState.errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordStrengthMeter password={newPassword} />
      </div>
      <div>
        <PasswordField
          label={t('reset.confirm')}
          autoComplete="new-password"
          required
          error={form.formState.errors.confirmPassword?.message}
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
