import { useEffect } from 'react';
import { CircleCheck, LinkIcon, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button';
import { useStopCartReminders } from '@/features/cart-recovery/api/saved-carts';

/** Follows a cart reminder's stop link once and says how it went; the page does it, so a mail scanner stops nothing. */
export function StopCartReminders({ token }: { token: string }) {
  const { t } = useTranslation('carts');
  const stop = useStopCartReminders();
  const { mutate } = stop;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  const failed = !token || stop.isError;
  if (!failed && !stop.isSuccess) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-muted">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        {t('stop.pending')}
      </p>
    );
  }
  return (
    <div role="status" className="text-center">
      {failed ? <LinkIcon className="mx-auto h-14 w-14 text-danger" aria-hidden="true" /> : <CircleCheck className="mx-auto h-14 w-14 text-success" aria-hidden="true" />}
      <h1 className="mt-4 text-3xl font-semibold">{t(failed ? 'stop.invalidTitle' : 'stop.doneTitle')}</h1>
      <p className="mt-3 text-muted">{t(failed ? 'stop.invalidText' : 'stop.doneText')}</p>
      <Link href="/" className={`${buttonClass('primary')} mt-6`}>
        {t('stop.home')}
      </Link>
    </div>
  );
}
