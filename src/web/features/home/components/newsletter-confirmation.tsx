import { useEffect } from 'react';
import { CircleCheck, LinkIcon, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button';
import { useConfirmNewsletter } from '@/features/home/api/confirm-newsletter';

/** Confirms the subscription of the e-mailed link once, and says how it went. */
export function NewsletterConfirmation({ token }: { token: string }) {
  const { t } = useTranslation('home');
  const confirm = useConfirmNewsletter();
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const failed = !token || confirm.isError;
  if (!failed && !confirm.isSuccess) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-muted">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        {t('newsletter.confirm.pending')}
      </p>
    );
  }
  return (
    <div role="status" className="text-center">
      {failed ? (
        <LinkIcon className="mx-auto h-14 w-14 text-danger" aria-hidden="true" />
      ) : (
        <CircleCheck className="mx-auto h-14 w-14 text-success" aria-hidden="true" />
      )}
      <h1 className="mt-4 text-3xl font-semibold">{t(failed ? 'newsletter.confirm.invalidTitle' : 'newsletter.confirm.doneTitle')}</h1>
      <p className="mt-3 text-muted">{t(failed ? 'newsletter.confirm.invalidText' : 'newsletter.confirm.doneText')}</p>
      <Link href="/" className={`${buttonClass('primary')} mt-6`}>
        {t('newsletter.confirm.home')}
      </Link>
    </div>
  );
}
