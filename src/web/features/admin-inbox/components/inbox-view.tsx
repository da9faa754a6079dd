import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { PageHeader } from '@/components/admin/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLocale } from '@/i18n/locale';
import { MessagesList } from './messages-list';
import { SubscribersList } from './subscribers-list';

/** What visitors sent the shop: contact messages and newsletter sign-ups; the open tab is in the address. */
export function InboxView() {
  const { t } = useTranslation('admin-inbox');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'subscribers' ? 'subscribers' : 'messages';
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs dir={locale === 'ar' ? 'rtl' : 'ltr'} value={tab} onValueChange={(v) => setParams(v === 'messages' ? {} : { tab: v }, { replace: true })}>
        <TabsList aria-label={t('title')}>
          <TabsTrigger value="messages">{t('messages.title')}</TabsTrigger>
          <TabsTrigger value="subscribers">{t('subscribers.title')}</TabsTrigger>
        </TabsList>
        <TabsContent value="messages">
          <MessagesList />
        </TabsContent>
        <TabsContent value="subscribers">
          <SubscribersList />
        </TabsContent>
      </Tabs>
    </>
  );
}
