import { useTranslation } from 'react-i18next';
import type { Locale } from '@contracts/common';
import type { ContentPageName } from '@contracts/content';
import { FaqList } from '@/components/content/faq-list';
import { ProseArticle } from '@/components/content/prose-article';
import { useContentPreview } from '@/features/admin-content/api/preview-content';
import { useDebounced } from '@/features/admin-content/hooks/use-debounced';

/** The page as it will read: the server's rendering of the markdown, in the page's own components. */
export function ContentPreview({ page, locale, markdown }: { page: ContentPageName; locale: Locale; markdown: string }) {
  const { t } = useTranslation('admin-content');
  const settled = useDebounced(markdown);
  const { data, isError, isFetching } = useContentPreview(page, locale, settled);

  return (
    <div data-testid="content-preview" aria-busy={isFetching || settled !== markdown}>
      <p className="sr-only" aria-live="polite">
        {isFetching ? t('previewLoading') : ''}
      </p>
      {isError && <p className="text-sm text-danger">{t('previewFailed')}</p>}
      {!markdown.trim() && <p className="mb-4 rounded-[var(--radius)] bg-secondary/70 px-4 py-3 text-sm">{t(locale === 'fr' ? 'previewEmpty' : 'previewEmptyTranslation')}</p>}
      {data && (data.entries?.length ? <FaqList entries={data.entries} locale={locale} /> : <ProseArticle html={data.html} locale={locale} />)}
    </div>
  );
}
