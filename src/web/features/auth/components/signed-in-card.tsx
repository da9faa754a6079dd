import { CheckCircle2, Loader2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useRedirectAfter } from '@/features/auth/hooks/use-redirect-after';

/** The /auth page of someone already signed in: a way home and to the profile. */
export function AlreadySignedIn({ firstName }: { firstName: string }) {
  const { t } = useTranslation('auth');
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-primary/30 text-primary-strong">
        <UserRound className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-3xl font-semibold">{t('signedIn.title')}</h1>
      <p className="mt-2 text-muted">{t('signedIn.text', { name: firstName })}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link href="/" className={buttonClass('primary')}>
          {t('signedIn.home')}
        </Link>
        <Link href="/profile" className={buttonClass('outline')}>
          {t('signedIn.profile')}
        </Link>
      </div>
    </Card>
  );
}

/** Shown for the second between a successful sign-in and the home page (or `to`). */
export function WelcomeRedirect({ firstName, to = '/' }: { firstName: string; to?: string }) {
  const { t } = useTranslation('auth');
  useRedirectAfter(to, 1000);
  return (
    <Card className="mx-auto max-w-md p-8 text-center" role="status">
      <CheckCircle2 className="mx-auto h-14 w-14 text-success" aria-hidden="true" />
      <h1 className="mt-5 text-3xl font-semibold">{t('signedIn.welcomeTitle', { name: firstName })}</h1>
      <p className="mt-3 inline-flex items-center gap-2 text-muted">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        {t('signedIn.redirecting')}
      </p>
    </Card>
  );
}
