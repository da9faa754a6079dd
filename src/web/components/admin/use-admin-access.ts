import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useUser } from '@/hooks/use-user';
import { carryToNextPage } from '@/components/ui/toast';
import { adminAccess, LOGIN_URL, PARTNER_HOME, turnAway, type AdminAccess } from './access';

/** The visitor's access to the back office; a visitor who may not stay is told and sent on. */
export function useAdminAccess(partnerScreen = false): AdminAccess {
  const { t } = useTranslation('admin');
  const { user, isLoading } = useUser();
  const [, navigate] = useLocation();
  const access = adminAccess(user, isLoading, partnerScreen);
  const partner = user?.role === 'partner';

  useEffect(() => {
    if (access !== 'signed-out' && access !== 'forbidden') return;
    // A partner who opens another back-office address is simply taken to their one screen.
    if (partner) return navigate(PARTNER_HOME, { replace: true });
    const texts =
      access === 'signed-out'
        ? { title: t('access.unauthorized'), description: t('access.loginRequired') }
        : { title: t('access.denied'), description: t('access.deniedText') };
    // Sign-in is a server redirect (a full page load): the sign-in page shows the toast again. Home stays in the app.
    const login = () => {
      carryToNextPage();
      window.location.assign(LOGIN_URL);
    };
    return turnAway(access, texts, { login, home: () => navigate('/') });
  }, [access, partner, t, navigate]);

  return access;
}
