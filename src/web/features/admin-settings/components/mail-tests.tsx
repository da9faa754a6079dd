import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { useTestEmail, useTestSmtp } from '@/features/admin-settings/api/test-mail';

/** The API tab's test buttons for the saved mail settings, with the spec's toasts. */
export function MailTests() {
  const { t } = useTranslation('admin-settings');
  const errorText = useErrorText();
  const smtp = useTestSmtp();
  const email = useTestEmail();
  const testSmtp = () =>
    smtp.mutate(undefined, {
      onSuccess: (r) => toast({ variant: 'success', title: t('tests.smtpOk'), description: r?.message }),
      onError: (err) => toast({ variant: 'destructive', title: t('tests.smtpFailed'), description: errorText(err, t('tests.smtpFailedText')) }),
    });
  const testEmail = () =>
    email.mutate(undefined, {
      onSuccess: (r) => toast({ variant: 'success', title: t('tests.emailOk'), description: r?.message || t('tests.emailOkText') }),
      onError: () => toast({ variant: 'destructive', title: t('tests.emailFailed'), description: t('tests.emailFailedText') }),
    });
  return (
    <>
      <Button type="button" variant="outline" onClick={testSmtp} disabled={smtp.isPending}>
        {t('tests.smtp')}
      </Button>
      <Button type="button" variant="outline" onClick={testEmail} disabled={email.isPending}>
        {t('tests.email')}
      </Button>
    </>
  );
}
