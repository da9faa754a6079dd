import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { ContentEditor } from '@/features/admin-content/components/content-editor';

export default function ContentPage() {
  const { t } = useTranslation('admin-content');
  useDocumentTitle(t('title'));
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ContentEditor />
    </>
  );
}
