import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '@/components/layout/page-hero';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import type { ContentPageName } from '@contracts/content';
import { ContentBody } from './content-body';

/** Privacy, terms and FAQ: a title band and the shop's text below it. */
export function StaticPage({ page, children }: { page: ContentPageName; children?: ReactNode }) {
  const { t } = useTranslation('pages');
  const title = t(`content.${page}`);
  useDocumentTitle(title);
  return (
    <main id="main">
      <PageHero
        eyebrow={page === 'faq' ? t('content.help') : t('content.updated')}
        title={title}
        intro={page === 'faq' ? t('content.faqIntro') : undefined}
        compact
      />
      <div className="mx-auto max-w-3xl px-5 py-12 sm:px-6">
        <ContentBody page={page} />
        {children}
      </div>
    </main>
  );
}
