import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { User } from '@contracts/user';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useUser } from '@/hooks/use-user';
import { changeLanguage } from '@/i18n';
import { useLocale } from '@/i18n/locale';
import { AuthFeatures, AuthIntro } from '@/features/auth/components/auth-marketing';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AlreadySignedIn, WelcomeRedirect } from '@/features/auth/components/signed-in-card';
import { signInDestination } from '@/features/auth/utils/sign-in-destination';

export default function AuthPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const { user, isLoading } = useUser();
  const search = useSearch();
  const [welcomed, setWelcomed] = useState<User | null>(null);
  useDocumentTitle(t('pageTitle.auth'));

  const onSignedIn = (signedIn: User, isNew: boolean) => {
    toast({
      title: t(isNew ? 'register.success' : 'login.success'),
      description: t(isNew ? 'register.welcome' : 'login.welcome', { name: signedIn.firstName }),
      variant: 'success',
    });
    setWelcomed(signedIn);
    // A language chosen while creating the account becomes the interface's.
    if (isNew && signedIn.preferredLanguage !== locale) void changeLanguage(signedIn.preferredLanguage);
  };

  if (welcomed !== null || (!isLoading && user)) {
    return (
      <main id="main" className="mx-auto flex min-h-[60vh] max-w-6xl items-center px-4 py-12">
        {welcomed !== null ? (
          <WelcomeRedirect firstName={welcomed.firstName} to={signInDestination(welcomed.role, search)} />
        ) : (
          <AlreadySignedIn firstName={user?.firstName ?? ''} />
        )}
      </main>
    );
  }

  return (
    <main id="main" className="relative mx-auto max-w-6xl px-4 py-8 sm:py-12 lg:py-16">
      {isLoading ? (
        <Spinner label={t('loading', { ns: 'common' })} className="min-h-[50vh]" />
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[1fr_minmax(0,28rem)] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:gap-y-10">
          <div
            aria-hidden="true"
            className="pointer-events-none hidden h-full rounded-[calc(var(--radius)*3)] bg-[radial-gradient(ellipse_at_top_left,var(--color-accent)_0%,transparent_55%),linear-gradient(135deg,color-mix(in_srgb,var(--color-primary)_35%,transparent),var(--color-secondary))] lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:block"
          />
          <div className="lg:col-start-1 lg:row-start-1 lg:px-10 lg:pt-12">
            <AuthIntro />
          </div>
          <AuthCard
            onSignedIn={onSignedIn}
            className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center"
          />
          <div className="lg:col-start-1 lg:row-start-2 lg:px-10 lg:pb-12">
            <AuthFeatures />
          </div>
        </div>
      )}
    </main>
  );
}
