import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Card } from '@/components/ui/card';
import { StopCartReminders } from '@/features/cart-recovery/components/stop-cart-reminders';

export default function CartRemindersStopPage() {
  const { t } = useTranslation('carts');
  const [params] = useSearchParams();
  useDocumentTitle(t('stop.pageTitle'));
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-6xl items-center justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <StopCartReminders token={params.get('token')?.trim() ?? ''} />
      </Card>
    </main>
  );
}
