import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/skeleton';
import { RestrictedCard } from './restricted-card';
import { useAdminAccess } from './use-admin-access';

/**
 * Shows the back office to an admin only, and a `partnerScreen` to partners too; the server refuses
 * every call they may not make on its own anyway.
 */
export function AdminGuard({ children, partnerScreen = false }: { children: ReactNode; partnerScreen?: boolean }) {
  const { t } = useTranslation('admin');
  const access = useAdminAccess(partnerScreen);
  if (access === 'checking') return <Spinner label={t('access.checking')} className="min-h-dvh" />;
  if (access !== 'granted') return <RestrictedCard />;
  return children;
}
