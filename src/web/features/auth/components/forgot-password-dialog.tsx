import { useEffect } from 'react';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { useFormProblems } from '@/features/auth/hooks/use-form-problems';
import { useErrorText } from '@/lib/errors';
import { forgotFormSchema } from '@/features/auth/utils/auth-form-schemas';
import { firstProblem } from '@/features/auth/utils/form-problems';
import { Form } from '@/components/ui/form/form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { SubmitButton } from './submit-button';
import { PersonField } from './person-fields';

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
  const form = useSchemaForm(forgotFormSchema, { defaultValues: { email: '' }, pickErrors: firstProblem });
  const forgot = useForgotPassword();
  const { error, onInvalid } = useFormProblems(form.control, 'emailRequired');

  useEffect(() => {
    if (open) form.reset({ email: initialEmail });
  }, [open, initialEmail, form]);

  const close = () => {
    form.reset({ email: '' });
    onClose();
  };

  const submit = async (input: { email: string }) => {
    await forgot.mutateAsync(input);
    toast({ title: t('forgot.success'), description: t('forgot.successText'), variant: 'success' });
    close();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('forgot.title')}
      description={t('forgot.description')}
      closeLabel={t('close', { ns: 'common' })}
    >
      <Form
        form={form}
        onSubmit={submit}
        onInvalid={onInvalid}
        onError={(err) => toast({ title: t('forgot.error'), description: errorText(err, t('forgot.errorFallback')), variant: 'destructive' })}
        className="space-y-5"
      >
        <PersonField kind="email" error={error('email')} {...form.register('email')} />
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
      </Form>
    </Dialog>
  );
}
