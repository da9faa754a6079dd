import { z } from 'zod';
import { settingDefinitions, type AdminSettings, type SettingKey } from '@contracts/settings';
import type { SettingField } from './settings-fields';

export type SettingsFormValues = Partial<Record<SettingKey, unknown>>;

/** One tab's form schema, made of the contract's own rule for each of its keys: the server runs the same. */
export const settingsFormSchema = (keys: readonly SettingKey[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, settingDefinitions[key].rule]))) as z.ZodType<SettingsFormValues, SettingsFormValues>;

/** The form's starting values: the saved ones, a plain-text description spread into its three languages. */
export function settingsFormValues(settings: AdminSettings, fields: readonly SettingField[]): SettingsFormValues {
  return Object.fromEntries(
    fields.map(({ key, kind }) => {
      const value = settings[key];
      if (kind === 'localized') return [key, typeof value === 'string' ? { fr: value, ar: '', en: '' } : { fr: '', ar: '', en: '', ...(value as object) }];
      return [key, value];
    }),
  );
}
