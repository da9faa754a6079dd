import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/admin/admin-page';
import { ContentEditor } from '@/features/admin-content/components/content-editor';

export default function ContentPage() {
  const { t } = useTranslation('admin-content');
  return (
    <AdminPage title={t('title')} description={t('description')}>
      <ContentEditor />
    </AdminPage>
  );
}
