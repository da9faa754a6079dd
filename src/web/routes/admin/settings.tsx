import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLocale } from '@/i18n/locale';
import AppearanceTab from './settings-appearance-tab';

/** Platform settings; the Apparence tab is the one built so far. */
export default function SettingsPage() {
  const { t } = useTranslation('admin');
  const { t: ta } = useTranslation('admin-appearance');
  const locale = useLocale();
  useDocumentTitle(t('nav.settings'));
  return (
    <>
      <PageHeader title={t('nav.settings')} description={ta('description')} />
      <Tabs defaultValue="appearance" dir={locale === 'ar' ? 'rtl' : 'ltr'}>
        <TabsList aria-label={t('nav.settings')}>
          <TabsTrigger value="appearance">{ta('title')}</TabsTrigger>
        </TabsList>
        <TabsContent value="appearance">
          <AppearanceTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
