import { Check, KeyRound, X } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { useFormProblems } from '@/features/auth/hooks/use-form-problems';
import { useErrorText } from '@/lib/errors';
import { resetFormSchema } from '@/features/auth/utils/auth-form-schemas';
import { firstProblem } from '@/features/auth/utils/form-problems';
import { Form } from '@/components/ui/form/form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SubmitButton } from './submit-button';

/** The new password and its confirmation; submit stays disabled until both are filled and equal. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const form = useSchemaForm(resetFormSchema, { defaultValues: { newPassword: '', confirmPassword: '' }, pickErrors: firstProblem });
  const [newPassword, confirmPassword] = useWatch({ control: form.control, name: ['newPassword', 'confirmPassword'] });
  const reset = useResetPassword();
  const { error, onInvalid } = useFormProblems(form.control, 'registerRequired');
  const bothFilled = newPassword !== '' && confirmPassword !== '';
  const matches = bothFilled && newPassword === confirmPassword;

  const submit = async (values: { newPassword: string }) => {
    await reset.mutateAsync({ token, newPassword: values.newPassword });
    toast({ title: t('reset.successTitle'), description: t('reset.successText'), variant: 'success' });
    onDone();
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={onInvalid}
      onError={(err) => toast({ title: t('reset.error'), description: errorText(err, t('reset.errorFallback')), variant: 'destructive' })}
      className="space-y-5"
    >
      <div>
        <PasswordField
          label={t('reset.newPassword')}
          autoComplete="new-password"
          required
          autoFocus
          error={error('newPassword')}
          {...form.register('newPassword')}
        />
        <PasswordStrengthMeter password={newPassword} />
      </div>
      <div>
        <PasswordField
          label={t('reset.confirm')}
          autoComplete="new-password"
          required
          error={error('confirmPassword')}
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
    </Form>
  );
}
