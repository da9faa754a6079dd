import { useEffect, type ReactNode } from 'react';
import { CheckCircle2, LinkIcon, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useRedirectAfter } from '@/features/auth/hooks/use-redirect-after';

function StateCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="text-center">
      {icon}
      <h1 className="mt-5 text-3xl font-semibold">{title}</h1>
      {children}
    </div>
  );
}

/** No token in the address: say so (toast and page) and offer a new link. */
export function InvalidResetLink() {
  const { t } = useTranslation('auth');
  useEffect(() => {
    toast({ title: t('reset.invalidTitle'), description: t('reset.invalidText'), variant: 'destructive' });
  }, [t]);
  return (
    <StateCard
      title={t('reset.invalidTitle')}
      icon={
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-red-100 text-danger">
          <LinkIcon className="h-7 w-7" aria-hidden="true" />
        </span>
      }
    >
      <p className="mt-3 text-muted">{t('reset.invalidText')}</p>
      <p className="mt-2 text-sm text-muted">{t('reset.invalidHelp')}</p>
      <Link href="/auth" className={`${buttonClass('primary')} mt-6`}>
        {t('reset.requestNew')}
      </Link>
    </StateCard>
  );
}

/** The password is changed: back to sign-in after 3 seconds. */
export function ResetDone() {
  const { t } = useTranslation('auth');
  useRedirectAfter('/auth', 3000);
  return (
    <div role="status">
      <StateCard title={t('reset.doneTitle')} icon={<CheckCircle2 className="mx-auto h-16 w-16 text-success" aria-hidden="true" />}>
        <p className="mt-3 text-muted">{t('reset.successText')}</p>
        <p className="mt-4 inline-flex items-center gap-2 text-sm text-muted">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          {t('reset.redirecting')}
        </p>
        <div className="mt-6">
          <Link href="/auth" className={buttonClass('primary')}>
            {t('reset.signInNow')}
          </Link>
        </div>
      </StateCard>
    </div>
  );
}
