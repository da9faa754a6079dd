import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { NotificationSettingsView } from '@/features/admin-notifications/components/notification-settings-view';

export default function NotificationSettingsPage() {
  const { t } = useTranslation('admin-notifications');
  useDocumentTitle(t('title'));
  return <NotificationSettingsView />;
}
