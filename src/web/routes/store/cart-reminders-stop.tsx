import { useTranslation } from 'react-i18next';
import { TokenLinkPage } from '@/components/layout/token-link-page';
import { StopCartReminders } from '@/features/cart-recovery/components/stop-cart-reminders';

export default function CartRemindersStopPage() {
  const { t } = useTranslation('carts');
  return <TokenLinkPage title={t('stop.pageTitle')}>{(token) => <StopCartReminders token={token} />}</TokenLinkPage>;
}
