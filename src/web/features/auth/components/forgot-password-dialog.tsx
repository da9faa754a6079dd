import { useEffect } from 'react';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { useFormProblems } from '@/features/auth/hooks/use-form-problems';
import { useErrorText } from '@/lib/errors';
import { forgotFormSchema } from '@/features/auth/utils/auth-form-schemas';
import { problemResolver } from '@/features/auth/utils/form-problems';
import { TextField } from '@/components/ui/form/field';
import { SubmitButton } from './submit-button';

const resolver = problemResolver(forgotFormSchema);

interface Props {
  open: boolean;
  /** The address typed on the sign-in form, offered again here. */
  initialEmail: string;
  onClose: () => void;
}

/** Asks for the address to send a reset link to; closes with the field cleared on success or Cancel. */
export function ForgotPasswordDialog({ open, initialEmail, onClose }: Props) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const form = useForm({ resolver, defaultValues: { email: '' } });
  const forgot = useForgotPassword();
  const { fieldError, onInvalid } = useFormProblems('emailRequired');

  useEffect(() => {
    if (open) form.reset({ email: initialEmail });
  }, [open, initialEmail, form]);

  const close = () => {
    form.reset({ email: '' });
    onClose();
  };

  const submit = form.handleSubmit((input) => {
    forgot.mutate(input, {
      onSuccess: () => {
        toast({ title: t('forgot.success'), description: t('forgot.successText'), variant: 'success' });
        close();
      },
      onError: (err) =>
        toast({
          title: t('forgot.error'),
          description: errorText(err, t('forgot.errorFallback')),
          variant: 'destructive',
        }),
    });
  }, onInvalid);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('forgot.title')}
      description={t('forgot.description')}
      closeLabel={t('close', { ns: 'common' })}
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label={t('fields.email')}
          type="email"
          dir="ltr"
          inputMode="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          required
          error={fieldError(form.formState.errors.email)}
          {...form.register('email')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} className="sm:w-auto">
            {t('forgot.cancel')}
          </Button>
          <SubmitButton
            pending={forgot.isPending}
            label={t('forgot.send')}
            busyLabel={t('forgot.sending')}
            icon={<Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />}
            className="sm:w-auto"
          />
        </div>
      </form>
    </Dialog>
  );
}
