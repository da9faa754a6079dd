import { useId } from 'react';
import { ChevronDown, UserPlus } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@contracts/common';
import { namedCities } from '@contracts/delivery';
import type { User } from '@contracts/user';
import { PrivacyNotice } from '@/components/layout/privacy-notice';
import { Select } from '@/components/ui/input';
import { useSettings } from '@/lib/site-queries';
import { toast } from '@/components/ui/toast';
import { locales, useLocale } from '@/i18n/locale';
import { useRegister } from '@/features/auth/api/register';
import { useFormProblems } from '@/features/auth/hooks/use-form-problems';
import { useErrorText } from '@/lib/errors';
import { registerDetails } from '@/features/auth/utils/profile-payload';
import { registerFormSchema } from '@/features/auth/utils/auth-form-schemas';
import { firstProblem } from '@/features/auth/utils/form-problems';
import { Field, TextField } from '@/components/ui/form/field';
import { Form } from '@/components/ui/form/form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SubmitButton } from './submit-button';
import { TabSwitchPrompt } from './tab-switch-prompt';
import { PersonField } from './person-fields';

interface Props {
  onSignedIn: (user: User) => void;
  onSignIn: () => void;
}

export function RegisterForm({ onSignedIn, onSignIn }: Props) {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const locale = useLocale();
  const citiesId = useId();
  const form = useSchemaForm(registerFormSchema, {
    pickErrors: firstProblem,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      phone: '',
      city: '',
      preferredLanguage: locale as Locale,
      newsletterOptIn: false,
      smsOptIn: false,
    },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const signUp = useRegister(onSignedIn);
  const { error, onInvalid } = useFormProblems(form.control, 'registerRequired');
  const settings = useSettings();

  const submit = async (v: z.output<typeof registerFormSchema>) => {
    const input = { email: v.email, password: v.password, firstName: v.firstName, lastName: v.lastName };
    await signUp.mutateAsync({ input, details: registerDetails(v.firstName, v) });
  };

  // The shop closed sign-ups: say so instead of fields the server would refuse.
  if (settings.data?.user_registration === false) {
    return (
      <div className="space-y-5">
        <div role="status" className="rounded-[var(--radius)] border border-border bg-secondary/50 p-4">
          <p className="font-semibold">{te('registration_closed')}</p>
          <p className="mt-1 text-sm text-muted">{t('register.closedText')}</p>
        </div>
        <TabSwitchPrompt question={t('register.hasAccount')} action={t('register.signIn')} onClick={onSignIn} />
      </div>
    );
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={onInvalid}
      onError={(err) => toast({ title: t('register.error'), description: errorText(err, t('register.errorFallback')), variant: 'destructive' })}
      className="space-y-5"
    >
      <p className="text-xs text-muted">{t('fields.requiredNote')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonField kind="firstName" error={error('firstName')} {...form.register('firstName')} />
        <PersonField kind="lastName" error={error('lastName')} {...form.register('lastName')} />
      </div>
      <PersonField kind="email" error={error('email')} {...form.register('email')} />
      <div>
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          required
          error={error('password')}
          {...form.register('password')}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        error={error('confirmPassword')}
        {...form.register('confirmPassword')}
      />

      <details className="group rounded-[var(--radius)] border border-border bg-secondary/30">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-[var(--radius)] px-4 py-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
          {t('register.optional')}
          <ChevronDown className="h-4 w-4 text-muted transition group-open:rotate-180" aria-hidden="true" />
        </summary>
        <div className="space-y-5 px-4 pb-4 pt-1">
          <div className="grid gap-5 sm:grid-cols-2">
            <PersonField kind="phone" error={error('phone')} {...form.register('phone')} />
            <TextField label={t('fields.city')} autoComplete="address-level2" list={citiesId} maxLength={80} {...form.register('city')} />
            <datalist id={citiesId}>
              {namedCities.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </div>
          <Field label={t('fields.language')}>
            {(control) => (
              <Select {...control} {...form.register('preferredLanguage')}>
                {locales.map((l) => (
                  <option key={l} value={l} lang={l}>
                    {t(`languages.${l}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="space-y-3">
            <label className="flex cursor-pointer items-start gap-3 text-sm">
              <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0 accent-primary-strong" {...form.register('newsletterOptIn')} />
              {t('register.newsletter')}
            </label>
            <label className="flex cursor-pointer items-start gap-3 text-sm">
              <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0 accent-primary-strong" {...form.register('smsOptIn')} />
              {t('register.sms')}
            </label>
          </div>
        </div>
      </details>

      <PrivacyNotice purpose="account" />
      <SubmitButton
        pending={signUp.isPending}
        label={t('register.submit')}
        busyLabel={t('register.pending')}
        icon={<UserPlus className="h-4 w-4" aria-hidden="true" />}
      />
      <TabSwitchPrompt question={t('register.hasAccount')} action={t('register.signIn')} onClick={onSignIn} />
    </Form>
  );
}
