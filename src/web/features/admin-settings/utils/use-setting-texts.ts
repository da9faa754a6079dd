import { useTranslation } from 'react-i18next';

/**
 * The settings screen's texts by a key built from the settings table (`fields.<key>.label`): the
 * compiler cannot follow those, so `setting-texts.test.ts` checks every one exists in every language.
 */
export function useSettingTexts() {
  const { t, i18n } = useTranslation('admin-settings');
  const text = t as unknown as (key: string) => string;
  const has = (key: string) => i18n.exists(key, { ns: 'admin-settings' });
  return { t, text, has };
}
