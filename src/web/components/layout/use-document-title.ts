import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageHead, PageHeadDetails } from '@contracts/page-head';
import { useCompanyInfo } from './use-company-info';

/**
 * On the server, the head of the page being rendered, filled while it renders: the server writes
 * it into the first HTML (title, description, link previews). Absent in the browser.
 */
export const PageHeadContext = createContext<Partial<PageHead> | null>(null);

/** Sets the tab title to "Page | Shop" (an empty page name: the shop's name alone) and, on the server, the page's head. */
export function useDocumentTitle(page: string, details: PageHeadDetails = {}) {
  const { t } = useTranslation();
  const { name } = useCompanyInfo();
  usePageHead(page ? t('pageTitle', { page, name }) : name, details);
}

/** Sets the tab title as given and, on the server, the page's head (described by the shop's own words unless told). */
export function usePageHead(title: string, details: PageHeadDetails = {}) {
  const rendered = useContext(PageHeadContext);
  const { description } = useCompanyInfo();
  // The deepest page component renders last and has the last word.
  if (rendered) Object.assign(rendered, { description, ...details, title });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
