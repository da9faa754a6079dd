import { useMemo } from 'react';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@contracts/user';
import { Input, Select } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { handleSessionExpired } from '@/lib/session-expired';
import { useUpdateProfile } from '@/features/auth/api/update-profile';
import { useFormProblems } from '@/features/auth/hooks/use-form-problems';
import { personalFormSchema } from '@/features/auth/utils/auth-form-schemas';
import { firstProblem } from '@/features/auth/utils/form-problems';
import { personalUpdate, personalValues, type PersonalValues } from '@/features/auth/utils/profile-payload';
import { Field, TextField } from '@/components/ui/form/field';
import { Form } from '@/components/ui/form/form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { SaveProfileFooter } from './submit-button';
import { PersonField } from './person-fields';

const genders = ['', 'male', 'female', 'other'] as const;

export function PersonalInfoForm({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const values = useMemo(() => personalValues(user), [user]);
  // `values` refills the form when the saved user comes back from the server.
  const form = useSchemaForm(personalFormSchema, { values, pickErrors: firstProblem });
  const update = useUpdateProfile();
  const { error, onInvalid } = useFormProblems(form.control, 'firstNameRequired');

  const submit = async (v: PersonalValues) => {
    await update.mutateAsync(personalUpdate(v));
    toast({ title: t('profile.saved'), description: t('profile.savedText'), variant: 'success' });
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={onInvalid}
      onError={(err) => handleSessionExpired(err) || toast({ title: t('profile.error'), description: t('profile.errorText'), variant: 'destructive' })}
      className="space-y-5"
    >
      <Field label={t('fields.email')} hint={t('profile.personal.emailLocked')}>
        {(control) => (
          <div className="relative" dir="ltr">
            <Input {...control} type="email" value={user.email} readOnly className="bg-secondary/40 pe-10 text-muted" />
            <Lock className="pointer-events-none absolute end-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden="true" />
          </div>
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonField kind="firstName" error={error('firstName')} {...form.register('firstName')} />
        <PersonField kind="lastName" {...form.register('lastName')} />
        <PersonField kind="phone" error={error('phone')} {...form.register('phone')} />
        <TextField label={t('fields.dateOfBirth')} type="date" autoComplete="bday" {...form.register('dateOfBirth')} />
        <Field label={t('fields.gender')}>
          {(control) => (
            <Select {...control} {...form.register('gender')}>
              {genders.map((g) => (
                <option key={g} value={g}>
                  {t(`genders.${g || 'unspecified'}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <TextField label={t('fields.address')} autoComplete="street-address" maxLength={300} {...form.register('address')} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField label={t('fields.city')} autoComplete="address-level2" maxLength={80} {...form.register('city')} />
        <TextField label={t('fields.postalCode')} autoComplete="postal-code" maxLength={20} {...form.register('postalCode')} />
        <TextField label={t('fields.country')} autoComplete="country-name" maxLength={80} {...form.register('country')} />
      </div>
      <SaveProfileFooter pending={update.isPending} />
    </Form>
  );
}
