import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { User } from '@contracts/user';
import { toast } from '@/components/ui/toast';
import { changeLanguage } from '@/i18n';
import { locales, useLocale } from '@/i18n/locale';
import { cn } from '@/lib/cn';
import { handleSessionExpired } from '@/lib/session-expired';
import { useUpdateProfile } from '@/features/auth/api/update-profile';
import { preferencesFormSchema } from '@/features/auth/utils/auth-form-schemas';
import { Form } from '@/components/ui/form/form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { SaveProfileFooter } from './submit-button';
import { SwitchField } from '@/components/ui/form/switch-field';

/** Preferred language (which also becomes the interface's) and the newsletter and SMS opt-ins. */
export function PreferencesForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation('auth');
  const locale = useLocale();
  const values = useMemo(
    () => ({ preferredLanguage: user.preferredLanguage, newsletterOptIn: user.newsletterOptIn, smsOptIn: user.smsOptIn }),
    [user],
  );
  const form = useSchemaForm(preferencesFormSchema, { values });
  const update = useUpdateProfile();

  const submit = async (v: z.output<typeof preferencesFormSchema>) => {
    const saved = await update.mutateAsync({ firstName: user.firstName, ...v });
    // A newly chosen language becomes the interface's; saving other preferences leaves the interface alone.
    const lng = saved.preferredLanguage !== user.preferredLanguage ? saved.preferredLanguage : locale;
    if (lng !== locale) await changeLanguage(lng);
    const tr = i18n.getFixedT(lng, 'auth');
    toast({ title: tr('profile.saved'), description: tr('profile.savedText'), variant: 'success' });
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      onError={(err) => handleSessionExpired(err) || toast({ title: t('profile.error'), description: t('profile.errorText'), variant: 'destructive' })}
      className="space-y-6"
    >
      <fieldset>
        <legend className="font-semibold">{t('fields.language')}</legend>
        <p className="mt-0.5 text-sm text-muted">{t('profile.preferences.languageHelp')}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {locales.map((l) => (
            <label
              key={l}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-[var(--radius)] border bg-card px-4 py-3 transition',
                'has-[:checked]:border-primary-strong has-[:checked]:bg-primary/15 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-strong',
                'border-border hover:bg-secondary/50',
              )}
            >
              <input type="radio" value={l} className="h-4 w-4 accent-primary-strong" {...form.register('preferredLanguage')} />
              <span lang={l} className="font-medium">
                {t(`languages.${l}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-semibold">{t('profile.preferences.notifications')}</legend>
        <div className="divide-y divide-border">
          <Controller
            control={form.control}
            name="newsletterOptIn"
            render={({ field }) => (
              <SwitchField
                label={t('profile.preferences.newsletter')}
                hint={t('profile.preferences.newsletterHelp')}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="smsOptIn"
            render={({ field }) => (
              <SwitchField
                label={t('profile.preferences.sms')}
                hint={t('profile.preferences.smsHelp')}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
      </fieldset>
      <SaveProfileFooter pending={update.isPending} />
    </Form>
  );
}
