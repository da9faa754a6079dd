import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { OutboxView } from '@/features/admin-notifications/components/outbox-view';

export default function OutboxPage() {
  const { t } = useTranslation('admin-notifications');
  useDocumentTitle(t('outbox.title'));
  return <OutboxView />;
}
