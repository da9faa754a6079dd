import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyInfo } from './use-company-info';

/** Sets the tab title to "Page | Shop"; an empty page name leaves the shop name alone. */
export function useDocumentTitle(page: string) {
  const { t } = useTranslation();
  const { name } = useCompanyInfo();
  const title = page ? t('pageTitle', { page, name }) : name;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
