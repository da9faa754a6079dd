import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { InvoiceReadinessBanner } from '@/components/admin/invoice-readiness-banner';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLocale } from '@/i18n/locale';
import { useAdminSettings } from '@/features/admin-settings/api/get-admin-settings';
import { MailTests } from './mail-tests';
import { SettingsForm } from './settings-form';

const tabs = ['general', 'company', 'delivery', 'integrations', 'appearance'] as const;
type Tab = (typeof tabs)[number];

/** The platform settings: five tabs, the open one in the address (`?tab=delivery`); Apparence is its own editor. */
export function SettingsView({ appearance }: { appearance: ReactNode }) {
  const { t } = useTranslation('admin-settings');
  const settings = useAdminSettings();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = tabs.includes(asked as Tab) ? (asked as Tab) : 'general';

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs dir={locale === 'ar' ? 'rtl' : 'ltr'} value={tab} onValueChange={(v) => setParams(v === 'general' ? {} : { tab: v }, { replace: true })}>
        <TabsList aria-label={t('tabsLabel')} className="w-full sm:w-auto">
          {tabs.map((id) => (
            <TabsTrigger key={id} value={id} className="flex-1 sm:flex-none">
              {t(`tabs.${id}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {settings.isPending ? (
          <Spinner label={t('loading')} className="min-h-[30vh]" />
        ) : settings.isError ? (
          <div role="alert" className="mt-6 space-y-3">
            <p>{t('loadError')}</p>
            <Button variant="outline" onClick={() => void settings.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <>
            <TabsContent value="general">
              <SettingsForm tab="general" settings={settings.data} />
            </TabsContent>
            <TabsContent value="company">
              <InvoiceReadinessBanner className="mb-6" showAction={false} />
              <SettingsForm tab="company" settings={settings.data} />
            </TabsContent>
            <TabsContent value="delivery">
              <SettingsForm tab="delivery" settings={settings.data} />
            </TabsContent>
            <TabsContent value="integrations">
              <SettingsForm tab="integrations" settings={settings.data} actions={<MailTests />} />
            </TabsContent>
            <TabsContent value="appearance">{appearance}</TabsContent>
          </>
        )}
      </Tabs>
    </>
  );
}
