import { useTranslation } from 'react-i18next';
import { shopToday } from '@contracts/shop-clock';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { PageHeader } from '@/components/admin/page-header';
import { HolidayCalendar } from '@/features/admin-delivery/components/holiday-calendar';

export default function DeliveryCalendarPage() {
  const { t } = useTranslation('admin-delivery');
  useDocumentTitle(t('calendar.title'));
  return (
    <>
      <PageHeader title={t('calendar.title')} description={t('calendar.description')} />
      <HolidayCalendar today={shopToday(new Date())} />
    </>
  );
}
