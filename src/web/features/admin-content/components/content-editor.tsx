import { useTranslation } from 'react-i18next';
import type { ContentPageName } from '@contracts/content';
import { Spinner } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLocale } from '@/i18n/locale';
import { useContentSource } from '@/features/admin-content/api/get-content-source';
import { PageEditor } from './page-editor';
import { LoadFailed } from '@/components/admin/load-failed';

const pages: readonly ContentPageName[] = ['privacy', 'terms', 'faq'];

/** Privacy, terms and FAQ, one tab each; every tab keeps its unsaved text while another is open. */
export function ContentEditor() {
  const { t } = useTranslation('admin-content');
  const locale = useLocale();
  return (
    <Tabs defaultValue="privacy" dir={locale === 'ar' ? 'rtl' : 'ltr'}>
      <TabsList aria-label={t('tabs.label')}>
        {pages.map((page) => (
          <TabsTrigger key={page} value={page}>
            {t(`tabs.${page}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {pages.map((page) => (
        <TabsContent key={page} value={page} forceMount className="mt-6 data-[state=inactive]:hidden">
          <PageTab page={page} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function PageTab({ page }: { page: ContentPageName }) {
  const { t } = useTranslation('admin-content');
  const { data, isPending, isError, refetch } = useContentSource(page);
  if (isPending) return <Spinner label={t(`pageTitle.${page}`)} className="min-h-[30vh]" />;
  if (isError) return <LoadFailed message={t('loadFailed')} onRetry={() => void refetch()} />;
  return <PageEditor source={data} />;
}
