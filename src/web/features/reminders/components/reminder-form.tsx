import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { reminderBudgets, reminderOccasions, reminderRelationships } from '@contracts/reminders';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { SelectField, TextField } from '@/components/ui/form/field';
import { Form } from '@/components/ui/form/form';
import { useFieldErrors } from '@/components/ui/form/use-field-errors';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { useCreateReminder } from '@/features/reminders/api/reminders';
import { emptyReminder, errorKeyOf, reminderFormSchema, type ReminderFormValues } from '@/features/reminders/utils/reminder-form';

/**
 * A date to be reminded of: who, which occasion, which day, an optional budget, and the consent box,
 * unticked until the customer ticks it (nothing is saved without it).
 */
export function ReminderForm({ prefill, onDone, onCancel }: { prefill?: Partial<ReminderFormValues>; onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation('reminders');
  const errorText = useErrorText();
  const form = useSchemaForm(reminderFormSchema, { defaultValues: emptyReminder(prefill) });
  const error = useFieldErrors(form.control, (field) => t(errorKeyOf[field]));
  const create = useCreateReminder();
  const months = t('months', { returnObjects: true }) as unknown as string[];

  const submit = async (input: z.output<typeof reminderFormSchema>) => {
    await create.mutateAsync(input);
    toast({ title: t('saved'), variant: 'success' });
    onDone();
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      onError={(err) => toast({ title: t('saveError'), description: errorText(err, t('saveError')), variant: 'destructive' })}
      className="space-y-4"
    >
      <TextField label={t('form.personName')} required maxLength={80} error={error('personName')} {...form.register('personName')} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('form.relationship')} required error={error('relationship')} {...form.register('relationship')}>
          <option value="">{t('form.choose')}</option>
          {reminderRelationships.map((r) => (
            <option key={r} value={r}>
              {t(`relationships.${r}` as 'relationships.mother')}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('form.occasion')} required error={error('occasion')} {...form.register('occasion')}>
          <option value="">{t('form.choose')}</option>
          {reminderOccasions.map((o) => (
            <option key={o} value={o}>
              {t(`occasions.${o}` as 'occasions.birthday')}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid grid-cols-2 gap-4">
        <SelectField label={t('form.day')} required error={error('day')} {...form.register('day')}>
          <option value="">{t('form.choose')}</option>
          {Array.from({ length: 31 }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {i + 1}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('form.month')} required error={error('month')} {...form.register('month')}>
          <option value="">{t('form.choose')}</option>
          {months.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('form.budget')} error={error('budget')} {...form.register('budget')}>
          <option value="">{t('form.noBudget')}</option>
          {reminderBudgets.map((b) => (
            <option key={b} value={b}>
              {t(`budgets.${b}` as 'budgets.100-200')}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('form.channel')} error={error('channel')} {...form.register('channel')}>
          <option value="email">{t('form.email')}</option>
          <option value="whatsapp">{t('form.whatsapp')}</option>
        </SelectField>
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 accent-primary-strong"
            aria-invalid={Boolean(error('consent'))}
            aria-describedby={error('consent') ? 'reminder-consent-error' : undefined}
            {...form.register('consent')}
          />
          <span>{t('form.consent')}</span>
        </label>
        <FieldError id="reminder-consent-error">{error('consent')}</FieldError>
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
    </Form>
  );
}
