import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@contracts/user';
import { toast } from '@/components/ui/toast';
import { useLogin } from '@/features/auth/api/login';
import { useReportProblem } from '@/features/auth/hooks/use-report-problem';
import { useErrorText } from '@/lib/errors';
import { checkLogin } from '@/features/auth/utils/validation';
import { TextField } from '@/components/ui/form/field';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TabSwitchPrompt } from './tab-switch-prompt';

interface Props {
  onSignedIn: (user: User) => void;
  onForgot: (email: string) => void;
  onCreateAccount: () => void;
}

export function LoginForm({ onSignedIn, onForgot, onCreateAccount }: Props) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const form = useForm({ defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const login = useLogin(onSignedIn);
  const report = useReportProblem();

  const submit = form.handleSubmit((values) => {
    const checked = checkLogin(values);
    if (!checked.ok) return report(form, checked.problem, checked.fields);
    login.mutate(checked.data, {
      onError: (err) =>
        toast({
          title: t('login.error'),
          description: errorText(err, t('login.errorFallback')),
          variant: 'destructive',
        }),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={t('fields.email')}
        type="email"
        dir="ltr"
        inputMode="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        action={
          <button
            type="button"
            onClick={() => onForgot(form.getValues('email'))}
            className="cursor-pointer text-sm font-medium text-primary-strong underline-offset-4 hover:underline"
          >
            {t('login.forgot')}
          </button>
        }
        {...form.register('password')}
      />
      <SubmitButton
        pending={login.isPending}
        label={t('login.submit')}
        busyLabel={t('login.pending')}
        icon={<LogIn className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />}
      />
      <TabSwitchPrompt question={t('login.noAccount')} action={t('login.createAccount')} onClick={onCreateAccount} />
    </form>
  );
}
