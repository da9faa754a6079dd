import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/skeleton';
import { RestrictedCard } from './restricted-card';
import { useAdminAccess } from './use-admin-access';

/** Shows the back office to an admin only; the server refuses every admin call on its own anyway. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const access = useAdminAccess();
  if (access === 'checking') return <Spinner label={t('access.checking')} className="min-h-dvh" />;
  if (access !== 'granted') return <RestrictedCard />;
  return children;
}
