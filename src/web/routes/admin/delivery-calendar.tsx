import { useTranslation } from 'react-i18next';
import { shopToday } from '@contracts/shop-clock';
import { AdminPage } from '@/components/admin/admin-page';
import { HolidayCalendar } from '@/features/admin-delivery/components/holiday-calendar';

export default function DeliveryCalendarPage() {
  const { t } = useTranslation('admin-delivery');
  return (
    <AdminPage title={t('calendar.title')} description={t('calendar.description')}>
      <HolidayCalendar today={shopToday(new Date())} />
    </AdminPage>
  );
}
