import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '@/components/layout/page-hero';
import { useDocumentTitle } from '@/components/layout/use-document-title';

/** About, occasions and contact: the page's title band, then what the page shows. */
export function InfoPage({ page, children }: { page: 'about' | 'occasions' | 'contact'; children: ReactNode }) {
  const { t } = useTranslation('pages');
  useDocumentTitle(t(`${page}.title`));
  return (
    <main id="main">
      <PageHero eyebrow={t(`${page}.eyebrow`)} title={t(`${page}.heading`)} intro={t(`${page}.intro`)} />
      {children}
    </main>
  );
}
