import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@contracts/common';
import type { ContentPageName } from '@contracts/content';
import { Spinner } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLocale } from '@/i18n/locale';
import { useContentSource } from '@/features/admin-content/api/get-content-source';
import { PageEditor } from './page-editor';
import { LoadFailed } from '@/components/admin/load-failed';

const pages: readonly ContentPageName[] = ['privacy', 'terms', 'faq'];
const languages: readonly Locale[] = ['fr', 'ar', 'en'];

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
          <LanguageTabs page={page} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** A page's text in French, Arabic and English; a language's editor is loaded once opened, then kept with its unsaved text. */
function LanguageTabs({ page }: { page: ContentPageName }) {
  const { t } = useTranslation('admin-content');
  const locale = useLocale();
  const [opened, setOpened] = useState<Locale[]>(['fr']);
  const open = (value: string) => {
    const language = languages.find((l) => l === value);
    if (language && !opened.includes(language)) setOpened([...opened, language]);
  };
  return (
    <Tabs defaultValue="fr" onValueChange={open} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
      <TabsList aria-label={t('language.label', { page: t(`pageTitle.${page}`) })}>
        {languages.map((language) => (
          <TabsTrigger key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {languages.map((language) => (
        <TabsContent key={language} value={language} forceMount className="data-[state=inactive]:hidden">
          {opened.includes(language) && <PageTab page={page} locale={language} />}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function PageTab({ page, locale }: { page: ContentPageName; locale: Locale }) {
  const { t } = useTranslation('admin-content');
  const { data, isPending, isError, refetch } = useContentSource(page, locale);
  if (isPending) return <Spinner label={t(`pageTitle.${page}`)} className="min-h-[30vh]" />;
  if (isError) return <LoadFailed message={t('loadFailed')} onRetry={() => void refetch()} />;
  return <PageEditor source={data} />;
}
