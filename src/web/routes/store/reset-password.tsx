import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/skeleton';
import { useResetLink } from '@/features/auth/api/check-reset-link';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { InvalidResetLink, ResetDone } from '@/features/auth/components/reset-password-states';
import { resetLinkState } from '@/features/auth/utils/reset-link-state';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);
  // Once the password is changed the link is used up: the done state must not turn into "invalid".
  const link = resetLinkState(token, useResetLink(done ? '' : token));
  useDocumentTitle(t('pageTitle.resetPassword'));

  return (
    <main id="main" className="mx-auto flex min-h-[70vh] max-w-6xl items-center justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        {done ? (
          <ResetDone />
        ) : link === 'checking' ? (
          <Spinner label={t('reset.checking')} className="min-h-60" />
        ) : link === 'invalid' ? (
          <InvalidResetLink />
        ) : (
          <>
            <div className="mb-6 text-center">
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-primary/30 text-primary-strong">
                <KeyRound className="h-6 w-6" aria-hidden="true" />
              </span>
              <h1 className="mt-4 text-3xl font-semibold">{t('reset.title')}</h1>
              <p className="mt-2 text-sm text-muted">{t('reset.subtitle')}</p>
            </div>
            <ResetPasswordForm token={token} onDone={() => setDone(true)} />
            <p className="mt-6 text-center text-sm">
              <Link href="/auth" className="font-medium text-primary-strong underline-offset-4 hover:underline">
                {t('reset.backToLogin')}
              </Link>
            </p>
          </>
        )}
      </Card>
    </main>
  );
}
