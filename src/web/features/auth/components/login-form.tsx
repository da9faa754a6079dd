import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@contracts/user';
import { toast } from '@/components/ui/toast';
import { useLogin } from '@/features/auth/api/login';
import { useFormProblems } from '@/features/auth/hooks/use-form-problems';
import { useErrorText } from '@/lib/errors';
import { loginFormSchema } from '@/features/auth/utils/auth-form-schemas';
import { firstProblem } from '@/features/auth/utils/form-problems';
import { Form } from '@/components/ui/form/form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TabSwitchPrompt } from './tab-switch-prompt';
import { PersonField } from './person-fields';

interface Props {
  onSignedIn: (user: User) => void;
  onForgot: (email: string) => void;
  onCreateAccount: () => void;
}

export function LoginForm({ onSignedIn, onForgot, onCreateAccount }: Props) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const form = useSchemaForm(loginFormSchema, { defaultValues: { email: '', password: '' }, pickErrors: firstProblem });
  const login = useLogin(onSignedIn);
  const { error, onInvalid } = useFormProblems(form.control, 'loginRequired');

  return (
    <Form
      form={form}
      onSubmit={(input) => login.mutateAsync(input)}
      onInvalid={onInvalid}
      onError={(err) => toast({ title: t('login.error'), description: errorText(err, t('login.errorFallback')), variant: 'destructive' })}
      className="space-y-5"
    >
      <PersonField kind="email" error={error('email')} {...form.register('email')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        required
        error={error('password')}
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
    </Form>
  );
}
