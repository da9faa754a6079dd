import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useUser } from '@/hooks/use-user';
import { adminAccess, LOGIN_URL, turnAway, type AdminAccess } from './access';

/** The visitor's access to the back office; a visitor who may not stay is told and sent on. */
export function useAdminAccess(): AdminAccess {
  const { t } = useTranslation('admin');
  const { user, isLoading } = useUser();
  const [, navigate] = useLocation();
  const access = adminAccess(user, isLoading);

  useEffect(() => {
    if (access !== 'signed-out' && access !== 'forbidden') return;
    const texts =
      access === 'signed-out'
        ? { title: t('access.unauthorized'), description: t('access.loginRequired') }
        : { title: t('access.denied'), description: t('access.deniedText') };
    // Sign-in is a server redirect (a full page load); home stays in the app so the toast stays on screen.
    return turnAway(access, texts, { login: () => window.location.assign(LOGIN_URL), home: () => navigate('/') });
  }, [access, t, navigate]);

  return access;
}
