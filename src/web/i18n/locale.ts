import { useTranslation } from 'react-i18next';
import type { Locale } from '@contracts/common';

export const LANGUAGE_KEY = 'language';
export const locales: readonly Locale[] = ['fr', 'ar', 'en'];
export const isLocale = (v: unknown): v is Locale => v === 'fr' || v === 'ar' || v === 'en';

/** The active interface language. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'fr';
}
