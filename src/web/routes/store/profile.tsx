import { Bell, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Redirect, useSearchParams } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Spinner } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/hooks/use-user';
import { useLocale } from '@/i18n/locale';
import { AccountActivity } from '@/features/auth/components/account-activity';
import { AccountData } from '@/features/auth/components/account-data';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { PersonalInfoForm } from '@/features/auth/components/personal-info-form';
import { PreferencesForm } from '@/features/auth/components/preferences-form';
import { ProfileHeader } from '@/features/auth/components/profile-header';
import { SectionCard } from '@/components/ui/form/section-card';
import { RemindersSection } from '@/features/reminders/components/reminders-section';

const tabs = ['personal', 'preferences', 'security'] as const;
type Tab = (typeof tabs)[number];
const isTab = (v: string | null): v is Tab => tabs.includes(v as Tab);

export default function ProfilePage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const { user, isLoading } = useUser();
  // The open tab lives in the address, so a link can lead straight to it.
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'personal';
  useDocumentTitle(t('pageTitle.profile'));

  if (isLoading) {
    return (
      <main id="main">
        <Spinner label={t('loading', { ns: 'common' })} className="min-h-[60vh]" />
      </main>
    );
  }
  if (!user) return <Redirect to="/auth" replace />;

  const trigger = (value: Tab, Icon: typeof Bell, label: string, short: string) => (
    <TabsTrigger value={value} className="flex cursor-pointer items-center justify-center gap-2 px-2 sm:px-4">
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="sm:hidden">{short}</span>
      <span className="hidden sm:inline">{label}</span>
    </TabsTrigger>
  );

  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <ProfileHeader user={user} />
      <Tabs
        value={tab}
        onValueChange={(v) => setParams(v === 'personal' ? {} : { tab: v }, { replace: true })}
        dir={locale === 'ar' ? 'rtl' : 'ltr'}
        className="mt-8"
      >
        <TabsList aria-label={t('profile.tabs.label')} className="grid w-full grid-cols-3">
          {trigger('personal', UserRound, t('profile.tabs.personal'), t('profile.tabs.personalShort'))}
          {trigger('preferences', Bell, t('profile.tabs.preferences'), t('profile.tabs.preferencesShort'))}
          {trigger('security', ShieldCheck, t('profile.tabs.security'), t('profile.tabs.security'))}
        </TabsList>
        <TabsContent value="personal" className="mt-6">
          <SectionCard className="sm:p-8" title={t('profile.personal.title')} description={t('profile.personal.description')}>
            <PersonalInfoForm user={user} />
          </SectionCard>
        </TabsContent>
        <TabsContent value="preferences" className="mt-6">
          <SectionCard className="sm:p-8" title={t('profile.preferences.title')} description={t('profile.preferences.description')}>
            <PreferencesForm user={user} />
          </SectionCard>
          <SectionCard className="mt-6 sm:p-8" title={t('section.title', { ns: 'reminders' })} description={t('section.description', { ns: 'reminders' })}>
            <RemindersSection />
          </SectionCard>
        </TabsContent>
        <TabsContent value="security" className="mt-6 space-y-6">
          <SectionCard className="sm:p-8" title={t('profile.security.title')} description={t('profile.security.description')}>
            <ChangePasswordForm />
          </SectionCard>
          <SectionCard className="sm:p-8" title={t('profile.security.activity')}>
            <AccountActivity user={user} />
          </SectionCard>
          <SectionCard className="sm:p-8" title={t('profile.data.title')} description={t('profile.data.description')}>
            <AccountData isAdmin={user.role === 'admin'} />
          </SectionCard>
        </TabsContent>
      </Tabs>
    </main>
  );
}
