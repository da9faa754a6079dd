import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { CheckoutView } from '@/features/checkout/components/checkout-view';

export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  useDocumentTitle(t('title'));
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <CheckoutView />
    </main>
  );
}
