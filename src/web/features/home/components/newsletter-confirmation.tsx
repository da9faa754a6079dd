import { useEffect } from 'react';
import { CircleCheck, LinkIcon, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button';
import { useConfirmNewsletter } from '@/features/home/api/confirm-newsletter';
import { useUnsubscribeNewsletter } from '@/features/home/api/unsubscribe-newsletter';

/**
 * Follows an e-mailed newsletter link once (confirm the subscription, or unsubscribe) and says how
 * it went. The page does it, not the link itself: a mail scanner opening links runs no script.
 */
export function NewsletterConfirmation({ token, kind = 'confirm' }: { token: string; kind?: 'confirm' | 'unsubscribe' }) {
  const { t } = useTranslation('home');
  const confirmation = useConfirmNewsletter();
  const unsubscription = useUnsubscribeNewsletter();
  const confirm = kind === 'confirm' ? confirmation : unsubscription;
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const failed = !token || confirm.isError;
  if (!failed && !confirm.isSuccess) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-muted">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        {t(`newsletter.${kind}.pending`)}
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
      <h1 className="mt-4 text-3xl font-semibold">{t(failed ? `newsletter.${kind}.invalidTitle` : `newsletter.${kind}.doneTitle`)}</h1>
      <p className="mt-3 text-muted">{t(failed ? `newsletter.${kind}.invalidText` : `newsletter.${kind}.doneText`)}</p>
      <Link href="/" className={`${buttonClass('primary')} mt-6`}>
        {t(`newsletter.${kind}.home`)}
      </Link>
    </div>
  );
}
