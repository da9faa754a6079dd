import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { DashboardView } from '@/features/admin-dashboard/components/dashboard-view';

export default function DashboardPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('nav.dashboard'));
  return <DashboardView />;
}
