import { useTranslation } from 'react-i18next';
import { useAppearance, useSettings } from '@/lib/site-queries';
import { useLocale } from '@/i18n/locale';
import { companyInfo } from './company-info';

/** The shop's company details in the active language, with defaults for what is missing. */
export function useCompanyInfo() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: settings } = useSettings();
  const { data: appearance } = useAppearance();
  return companyInfo(settings, appearance, locale, t('footer.defaultDescription'));
}
