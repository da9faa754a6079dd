import { useTranslation } from 'react-i18next';
import { OneClickOutcome } from '@/components/layout/one-click-outcome';
import { useStopCartReminders } from '@/features/cart-recovery/api/saved-carts';

/** Follows a cart reminder's stop link once and says how it went. */
export function StopCartReminders({ token }: { token: string }) {
  const { t } = useTranslation('carts');
  const texts = {
    pending: t('stop.pending'),
    home: t('stop.home'),
    invalid: { title: t('stop.invalidTitle'), text: t('stop.invalidText') },
    done: { title: t('stop.doneTitle'), text: t('stop.doneText') },
  };
  return <OneClickOutcome token={token} action={useStopCartReminders()} texts={texts} />;
}
