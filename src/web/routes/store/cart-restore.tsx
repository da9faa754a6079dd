import { useTranslation } from 'react-i18next';
import { TokenLinkPage } from '@/components/layout/token-link-page';
import { CartRestore } from '@/features/cart-recovery/components/cart-restore';

export default function CartRestorePage() {
  const { t } = useTranslation('carts');
  return <TokenLinkPage title={t('restore.pageTitle')}>{(token) => <CartRestore token={token} />}</TokenLinkPage>;
}
