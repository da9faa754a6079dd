import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reminderBudgets, reminderOccasions, reminderRelationships } from '@contracts/reminders';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { SelectField, TextField } from '@/components/ui/form/field';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { useCreateReminder } from '@/features/reminders/api/reminders';
import { emptyReminder, errorKeyOf, readReminderForm, type ReminderFormValues } from '@/features/reminders/utils/reminder-form';

type Errors = Partial<Record<keyof ReminderFormValues, string>>;

/**
 * A date to be reminded of: who, which occasion, which day, an optional budget, and the consent box,
 * unticked until the customer ticks it (nothing is saved without it).
 */
export function ReminderForm({ prefill, onDone, onCancel }: { prefill?: Partial<ReminderFormValues>; onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation('reminders');
  const errorText = useErrorText();
  const [values, setValues] = useState(() => emptyReminder(prefill));
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateReminder();
  const set = <K extends keyof ReminderFormValues>(key: K, value: ReminderFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const months = t('months', { returnObjects: true }) as unknown as string[];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readReminderForm(values);
    if (!read.ok) {
      setErrors(Object.fromEntries(Object.keys(read.errors).map((k) => [k, t(errorKeyOf[k as keyof ReminderFormValues])])));
      return;
    }
    setErrors({});
    create.mutate(read.input, {
      onSuccess: () => {
        toast({ title: t('saved'), variant: 'success' });
        onDone();
      },
      onError: (err) => toast({ title: t('saveError'), description: errorText(err, t('saveError')), variant: 'destructive' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label={t('form.personName')} required maxLength={80} value={values.personName} error={errors.personName} onChange={(e) => set('personName', e.target.value)} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('form.relationship')} required value={values.relationship} error={errors.relationship} onChange={(e) => set('relationship', e.target.value)}>
          <option value="">{t('form.choose')}</option>
          {reminderRelationships.map((r) => (
            <option key={r} value={r}>
              {t(`relationships.${r}` as 'relationships.mother')}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('form.occasion')} required value={values.occasion} error={errors.occasion} onChange={(e) => set('occasion', e.target.value)}>
          <option value="">{t('form.choose')}</option>
          {reminderOccasions.map((o) => (
            <option key={o} value={o}>
              {t(`occasions.${o}` as 'occasions.birthday')}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid grid-cols-2 gap-4">
        <SelectField label={t('form.day')} required value={values.day} error={errors.day} onChange={(e) => set('day', e.target.value)}>
          <option value="">{t('form.choose')}</option>
          {Array.from({ length: 31 }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {i + 1}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('form.month')} required value={values.month} error={errors.month} onChange={(e) => set('month', e.target.value)}>
          <option value="">{t('form.choose')}</option>
          {months.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('form.budget')} value={values.budget} onChange={(e) => set('budget', e.target.value)}>
          <option value="">{t('form.noBudget')}</option>
          {reminderBudgets.map((b) => (
            <option key={b} value={b}>
              {t(`budgets.${b}` as 'budgets.100-200')}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('form.channel')} value={values.channel} onChange={(e) => set('channel', e.target.value as ReminderFormValues['channel'])}>
          <option value="email">{t('form.email')}</option>
          <option value="whatsapp">{t('form.whatsapp')}</option>
        </SelectField>
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="consent"
            className="mt-0.5 h-4 w-4 shrink-0 accent-primary-strong"
            checked={values.consent}
            onChange={(e) => set('consent', e.target.checked)}
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? 'reminder-consent-error' : undefined}
          />
          <span>{t('form.consent')}</span>
        </label>
        <FieldError id="reminder-consent-error">{errors.consent}</FieldError>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('form.saving') : t('form.save')}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
