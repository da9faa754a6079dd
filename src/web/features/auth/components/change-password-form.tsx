import { KeyRound } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { handleSessionExpired } from '@/lib/session-expired';
import { useChangePassword } from '@/features/auth/api/change-password';
import { useFormProblems } from '@/features/auth/hooks/use-form-problems';
import { useErrorText } from '@/lib/errors';
import { changePasswordFormSchema } from '@/features/auth/utils/auth-form-schemas';
import { firstProblem } from '@/features/auth/utils/form-problems';
import { Form } from '@/components/ui/form/form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SubmitFooter } from './submit-button';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changing the password needs the current one; the form empties itself once done. */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const form = useSchemaForm(changePasswordFormSchema, { defaultValues: empty, pickErrors: firstProblem });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const change = useChangePassword();
  const { error, onInvalid } = useFormProblems(form.control, 'registerRequired');

  const submit = async (v: typeof empty) => {
    await change.mutateAsync({ currentPassword: v.currentPassword, newPassword: v.newPassword });
    toast({ title: t('profile.security.success'), description: t('profile.security.successText'), variant: 'success' });
    form.reset(empty);
  };
  const failed = (err: unknown) => {
    if (handleSessionExpired(err)) return;
    toast({ title: t('profile.security.error'), description: errorText(err, t('profile.security.errorFallback')), variant: 'destructive' });
    form.setFocus('currentPassword');
  };

  return (
    <Form form={form} onSubmit={submit} onInvalid={onInvalid} onError={failed} className="space-y-5">
      <PasswordField
        label={t('profile.security.current')}
        autoComplete="current-password"
        required
        error={error('currentPassword')}
        {...form.register('currentPassword')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label={t('profile.security.new')}
          autoComplete="new-password"
          required
          error={error('newPassword')}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={t('profile.security.confirm')}
          autoComplete="new-password"
          required
          error={error('confirmPassword')}
          {...form.register('confirmPassword')}
        />
      </div>
      <PasswordStrengthMeter password={newPassword} />
      <SubmitFooter
        pending={change.isPending}
        label={t('profile.security.submit')}
        busyLabel={t('profile.security.pending')}
        icon={<KeyRound className="h-4 w-4" aria-hidden="true" />}
      />
    </Form>
  );
}
