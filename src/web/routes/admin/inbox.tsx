import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { InboxView } from '@/features/admin-inbox/components/inbox-view';

export default function InboxPage() {
  const { t } = useTranslation('admin-inbox');
  useDocumentTitle(t('title'));
  return <InboxView />;
}
