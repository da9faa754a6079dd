import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/i18n/locale';
import type { ContentPageName } from '@contracts/content';
import { useContent } from '@/features/info-pages/api/get-content';
import { FaqList } from '@/components/content/faq-list';
import { ProseArticle } from '@/components/content/prose-article';

/** A static page's text in the visitor's language (or the French, saying so): loading lines, a retry on failure, then the article (the FAQ as an accordion). */
export function ContentBody({ page }: { page: ContentPageName }) {
  const { t } = useTranslation('pages');
  const locale = useLocale();
  const { data, isPending, isError, refetch, isFetching } = useContent(page, locale);

  if (isPending) {
    return (
      <div className="space-y-4" role="status">
        <span className="sr-only">{t('loading', { ns: 'common' })}</span>
        {['w-11/12', 'w-3/4', 'w-5/6', 'w-3/5', 'w-4/5', 'w-2/3'].map((w) => (
          <Skeleton key={w} className={`h-4 ${w}`} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className="rounded-[calc(var(--radius)*2)] border border-border bg-card p-8 text-center">
        <p className="mb-4">{t('content.error')}</p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {t('content.retry')}
        </Button>
      </div>
    );
  }
  return (
    <>
      {data.locale !== locale && <p className="mb-6 rounded-[var(--radius)] bg-secondary/70 px-4 py-3 text-sm">{t('content.frenchOnly')}</p>}
      {data.entries?.length ? <FaqList entries={data.entries} locale={data.locale} /> : <ProseArticle html={data.html} locale={data.locale} />}
    </>
  );
}
