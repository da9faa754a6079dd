import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { PaymentView } from '@/features/admin-orders/components/payment-view';

export default function OrderPaymentPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams<{ id: string }>();
  useDocumentTitle(t('payment.title'));
  return <PaymentView id={id} />;
}
