import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { SECRET_MASK } from '@contracts/settings';
import { SelectField, TextareaField, TextField } from '@/components/ui/form/field';
import { SwitchField } from '@/components/ui/form/switch-field';
import { FieldError } from '@/components/ui/input';
import type { SettingField } from '@/features/admin-settings/utils/settings-fields';
import type { SettingsFormValues } from '@/features/admin-settings/utils/settings-form';
import { useSettingTexts } from '@/features/admin-settings/utils/use-setting-texts';
import { WeekdaysField } from '@/features/admin-settings/components/weekdays-field';

interface Props {
  field: SettingField;
  register: UseFormRegister<SettingsFormValues>;
  control: Control<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
  /** A switch saves at once, on its own. */
  onToggle: (field: SettingField, on: boolean) => void;
}

const inputs = { text: 'text', email: 'email', number: 'number', money: 'text', time: 'time', secret: 'password', weekdays: 'text' } as const;

/** One setting's control, by its kind: a switch, a select, a text, a secret that is never shown… */
export function SettingControl({ field, register, control, errors, onToggle }: Props) {
  const { t, text, has } = useSettingTexts();
  const { key, kind } = field;
  const label = text(`fields.${key}.label`);
  const hint = has(`fields.${key}.hint`) ? text(`fields.${key}.hint`) : undefined;
  const error = (errors[key]?.message as string | undefined) ?? undefined;

  if (kind === 'switch') {
    return (
      <Controller
        control={control}
        name={key}
        render={({ field: f }) => (
          <SwitchField label={label} hint={hint} checked={Boolean(f.value)} onCheckedChange={(on) => onToggle(field, on)} />
        )}
      />
    );
  }
  if (kind === 'weekdays') {
    return (
      <Controller
        control={control}
        name={key}
        render={({ field: f }) => <WeekdaysField label={label} hint={hint} value={String(f.value ?? '')} onChange={f.onChange} />}
      />
    );
  }
  if (kind === 'select') {
    return (
      <SelectField label={label} hint={hint} error={error} {...register(key)}>
        {field.options?.map((v) => (
          <option key={v} value={v}>
            {field.labelled ? text(`options.${key}.${v}`) : v}
          </option>
        ))}
      </SelectField>
    );
  }
  if (kind === 'textarea') return <TextareaField label={label} hint={hint} error={error} rows={3} dir="auto" {...register(key)} />;
  if (kind === 'localized') {
    return (
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium">{label}</legend>
        {(['fr', 'ar', 'en'] as const).map((lng) => (
          <TextareaField
            key={lng}
            label={t(`languages.${lng}`)}
            lang={lng}
            dir={lng === 'ar' ? 'rtl' : 'ltr'}
            rows={2}
            error={(errors[key] as Record<string, { message?: string }> | undefined)?.[lng]?.message}
            {...register(`${key}.${lng}` as typeof key)}
          />
        ))}
        {/* A refusal of the whole text (the server names the setting, not a language). */}
        <FieldError id={`${key}-error`}>{typeof errors[key]?.message === 'string' ? errors[key].message : undefined}</FieldError>
      </fieldset>
    );
  }
  const secret = kind === 'secret';
  return (
    <TextField
      label={label}
      hint={secret ? t('secretHint') : hint}
      error={error}
      type={inputs[kind]}
      // Addresses and names are often typed in French on an Arabic page: each field follows its own text.
      dir={field.ltr || secret || kind === 'money' || kind === 'number' || kind === 'time' ? 'ltr' : 'auto'}
      inputMode={kind === 'money' ? 'decimal' : undefined}
      autoComplete={secret ? 'new-password' : 'off'}
      placeholder={secret ? t('secretPlaceholder') : undefined}
      onFocus={secret ? (e) => e.currentTarget.value === SECRET_MASK && e.currentTarget.select() : undefined}
      {...register(key, kind === 'number' ? { valueAsNumber: true } : undefined)}
    />
  );
}
