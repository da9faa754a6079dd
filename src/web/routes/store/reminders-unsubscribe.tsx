import { useTranslation } from 'react-i18next';
import { TokenLinkPage } from '@/components/layout/token-link-page';
import { ReminderUnsubscribe } from '@/features/reminders/components/reminder-unsubscribe';

export default function RemindersUnsubscribePage() {
  const { t } = useTranslation('reminders');
  return <TokenLinkPage title={t('unsubscribe.pageTitle')}>{(token) => <ReminderUnsubscribe token={token} />}</TokenLinkPage>;
}
