import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { CategoriesView } from '@/features/admin-catalog/components/categories-view';

export default function CategoriesPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('nav.categories'));
  return <CategoriesView />;
}
