import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail, MessageSquare, Plug, Server, Send } from 'lucide-react';
import { mailEncryptions, type MailEncryption } from '@contracts/option-lists';
import { SECRET_MASK } from '@contracts/settings';
import type { NotificationSettings } from '@contracts/notification-settings';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form/field';
import { SectionCard } from '@/components/ui/form/section-card';
import { SwitchField } from '@/components/ui/form/switch-field';
import { Spinner } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { handleSessionExpired } from '@/lib/session-expired';
import { useNotificationSettings, useTestEmail, useTestSmtp } from '@/features/admin-notifications/api/notification-settings';
import { TextSetting } from './text-setting';
import { useSaveField } from './use-save-field';

type Toggle = {
  [K in keyof NotificationSettings]: NotificationSettings[K] extends boolean ? K : never;
}[keyof NotificationSettings];

const emailToggles = [
  ['emailAccountCreation', 'accountCreation'],
  ['emailPasswordReset', 'passwordReset'],
  ['emailOrderStatus', 'orderStatus'],
  ['emailOrderDelivered', 'orderDelivered'],
  ['emailNewReview', 'newReview'],
] as const satisfies readonly (readonly [Toggle, string])[];
const smsToggles = [
  ['smsAccountCreation', 'accountCreation'],
  ['smsOrderStatus', 'orderStatus'],
  ['smsOrderDelivered', 'orderDelivered'],
] as const satisfies readonly (readonly [Toggle, string])[];

/** The notification settings screen: tabs email, SMS/WhatsApp and SMTP; a channel's toggles are disabled while its master switch is off. */
export function NotificationSettingsView() {
  const { t, i18n } = useTranslation('admin-notifications');
  const query = useNotificationSettings();
  const { saveField } = useSaveField();

  if (query.isPending) return <Spinner label={t('saving')} className="min-h-[40vh]" />;
  if (query.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p>{t('loadError')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('retryLoad')}
        </Button>
      </div>
    );
  }
  const s = query.data;
  const secretHint = (value: string) => (value === SECRET_MASK ? t('secretHint') : undefined);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('title')} description={t('description')} />
      {/* Radix tabs write their own dir (ltr by default): the page's direction, so Arabic is mirrored. */}
      <Tabs defaultValue="email" dir={i18n.dir()}>
        <TabsList aria-label={t('tabs.label')} className="w-full sm:w-auto">
          <TabsTrigger value="email" className="flex-1 sm:flex-none">
            {t('tabs.email')}
          </TabsTrigger>
          <TabsTrigger value="sms" className="flex-1 sm:flex-none">
            {t('tabs.sms')}
          </TabsTrigger>
          <TabsTrigger value="smtp" className="flex-1 sm:flex-none">
            {t('tabs.smtp')}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="email" className="space-y-6">
          <SectionCard title={t('email.title')} description={t('email.description')} icon={Mail}>
            <div className="divide-y divide-border">
              <SwitchField
                label={t('email.enabled')}
                hint={t('email.enabledHint')}
                checked={s.emailEnabled}
                onCheckedChange={(v) => saveField({ emailEnabled: v })}
              />
              {emailToggles.map(([field, key]) => (
                <SwitchField
                  key={field}
                  label={t(`email.${key}`)}
                  hint={t(`email.${key}Hint`)}
                  checked={s[field]}
                  disabled={!s.emailEnabled}
                  onCheckedChange={(v) => saveField({ [field]: v })}
                />
              ))}
            </div>
          </SectionCard>
          <TestEmailCard />
        </TabsContent>

        <TabsContent value="sms" className="space-y-6">
          <SectionCard title={t('sms.title')} description={t('sms.description')} icon={MessageSquare}>
            <div className="divide-y divide-border">
              <SwitchField
                label={t('sms.enabled')}
                hint={t('sms.enabledHint')}
                checked={s.smsEnabled}
                onCheckedChange={(v) => saveField({ smsEnabled: v })}
              />
              {smsToggles.map(([field, key]) => (
                <SwitchField
                  key={field}
                  label={t(`sms.${key}`)}
                  hint={t(`sms.${key}Hint`)}
                  checked={s[field]}
                  disabled={!s.smsEnabled}
                  onCheckedChange={(v) => saveField({ [field]: v })}
                />
              ))}
            </div>
          </SectionCard>
          <SectionCard title={t('sms.apiTitle')} description={t('sms.apiDescription')} icon={Plug}>
            <TextSetting type="url" dir="ltr" label={t('sms.smsApiUrl')} value={s.smsApiUrl} onSave={(v) => saveField({ smsApiUrl: v })} placeholder="https://" />
            <TextSetting
              type="password"
              dir="ltr"
              autoComplete="off"
              label={t('sms.smsApiKey')}
              hint={secretHint(s.smsApiKey)}
              value={s.smsApiKey}
              onSave={(v) => saveField({ smsApiKey: v })}
            />
            <TextSetting
              type="url"
              dir="ltr"
              label={t('sms.whatsappApiUrl')}
              value={s.whatsappApiUrl}
              onSave={(v) => saveField({ whatsappApiUrl: v })}
              placeholder="https://"
            />
            <TextSetting
              type="password"
              dir="ltr"
              autoComplete="off"
              label={t('sms.whatsappApiKey')}
              hint={secretHint(s.whatsappApiKey)}
              value={s.whatsappApiKey}
              onSave={(v) => saveField({ whatsappApiKey: v })}
            />
          </SectionCard>
        </TabsContent>

        <TabsContent value="smtp" className="space-y-6">
          <SectionCard title={t('smtp.title')} description={t('smtp.description')} icon={Server}>
            <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
              <TextSetting dir="ltr" label={t('smtp.host')} value={s.mail_host} onSave={(v) => saveField({ mail_host: v })} placeholder="smtp.exemple.ma" />
              <TextSetting
                dir="ltr"
                inputMode="numeric"
                label={t('smtp.port')}
                value={String(s.mail_port)}
                onSave={(v) => saveField({ mail_port: Number(v) })}
              />
            </div>
            <TextSetting dir="ltr" autoComplete="off" label={t('smtp.user')} value={s.mail_username} onSave={(v) => saveField({ mail_username: v })} />
            <TextSetting
              type="password"
              dir="ltr"
              autoComplete="new-password"
              label={t('smtp.password')}
              hint={secretHint(s.mail_password)}
              value={s.mail_password}
              onSave={(v) => saveField({ mail_password: v })}
            />
            <SelectField
              label={t('smtp.encryption')}
              hint={t('smtp.encryptionHint')}
              value={s.mail_encryption}
              onChange={(e) => saveField({ mail_encryption: e.target.value as MailEncryption })}
            >
              {mailEncryptions.map((v) => (
                <option key={v} value={v}>
                  {t(`smtp.encryptionOptions.${v}`)}
                </option>
              ))}
            </SelectField>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextSetting
                type="email"
                dir="ltr"
                label={t('smtp.fromEmail')}
                value={s.mail_from_address}
                onSave={(v) => saveField({ mail_from_address: v })}
              />
              <TextSetting label={t('smtp.fromName')} hint={t('smtp.fromNameHint')} value={s.mail_from_name} onSave={(v) => saveField({ mail_from_name: v })} />
            </div>
            <TestSmtpButton />
          </SectionCard>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function TestSmtpButton() {
  const { t } = useTranslation('admin-notifications');
  const errorText = useErrorText();
  const test = useTestSmtp();
  return (
    <Button
      variant="outline"
      disabled={test.isPending}
      onClick={() =>
        test.mutate(undefined, {
          onSuccess: (res) => toast({ title: t('toast.smtpOk'), description: res.message, variant: 'success' }),
          onError: (err) => {
            if (!handleSessionExpired(err)) {
              toast({ title: t('toast.smtpFailed'), description: errorText(err, t('toast.smtpFailedText')), variant: 'destructive' });
            }
          },
        })
      }
    >
      <Plug className="h-4 w-4" aria-hidden="true" />
      {t('smtp.testButton')}
    </Button>
  );
}

function TestEmailCard() {
  const { t } = useTranslation('admin-notifications');
  const errorText = useErrorText();
  const test = useTestEmail();
  const [email, setEmail] = useState('');
  return (
    <SectionCard title={t('email.testTitle')} icon={Send}>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          test.mutate(email.trim(), {
            onSuccess: (res) => toast({ title: t('toast.testOk'), description: res.message || t('toast.testOkText'), variant: 'success' }),
            onError: (err) => {
              if (!handleSessionExpired(err)) {
                toast({ title: t('toast.testFailed'), description: errorText(err, t('toast.testFailedText')), variant: 'destructive' });
              }
            },
          });
        }}
      >
        {/* The test address is typed, never saved. */}
        <TextField
          type="email"
          dir="ltr"
          className="min-w-0 flex-1"
          label={t('email.testAddress')}
          hint={t('email.testHint')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="admin@exemple.ma"
        />
        <Button type="submit" disabled={test.isPending} className="shrink-0 sm:mt-7">
          <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('email.testButton')}
        </Button>
      </form>
    </SectionCard>
  );
}
