import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { RedeemView } from '@/features/admin-redeem/components/redeem-view';

export default function RedeemPage() {
  const { t } = useTranslation('admin-redeem');
  useDocumentTitle(t('title'));
  return <RedeemView />;
}
