import { useTranslation } from 'react-i18next';
import { OneClickOutcome } from '@/components/layout/one-click-outcome';
import { useUnsubscribeReminder } from '@/features/reminders/api/reminders';

/** Follows a reminder's stop link once and says how it went, naming the person it was about. */
export function ReminderUnsubscribe({ token }: { token: string }) {
  const { t } = useTranslation('reminders');
  const stop = useUnsubscribeReminder();
  const texts = {
    pending: t('unsubscribe.pending'),
    home: t('unsubscribe.home'),
    invalid: { title: t('unsubscribe.invalidTitle'), text: t('unsubscribe.invalidText') },
    done: { title: t('unsubscribe.doneTitle'), text: t('unsubscribe.doneText', { name: stop.data?.personName ?? '' }) },
  };
  return <OneClickOutcome token={token} action={stop} texts={texts} />;
}
