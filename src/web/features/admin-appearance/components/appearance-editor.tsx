import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Appearance } from '@contracts/appearance';
import type { Locale } from '@contracts/common';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { appearanceQuery } from '@/lib/site-queries';
import { useLocale } from '@/i18n/locale';
import { useErrorText } from '@/lib/errors';
import { handleSessionExpired } from '@/lib/session-expired';
import { useSaveAppearance } from '@/features/admin-appearance/api/save-appearance';
import { useAppearanceDraft } from '@/features/admin-appearance/hooks/use-appearance-draft';
import { AppearancePreview } from './appearance-preview';
import { ColorsPanel } from './colors-panel';
import { ImagesPanel } from './images-panel';
import { LayoutPanel } from './layout-panel';
import { TextsPanel } from './texts-panel';
import { UnsavedFlag } from '@/components/admin/unsaved-flag';
import { LoadFailed } from '@/components/admin/load-failed';

const tabs = ['colors', 'images', 'texts', 'layout'] as const;

/** The appearance editor: the saved look, read afresh, then the form and its preview. */
export function AppearanceEditor() {
  const { t } = useTranslation('admin-appearance');
  const { data, isPending, isError, refetch } = useQuery({ ...appearanceQuery, refetchOnMount: 'always' });
  if (isPending) return <Spinner label={t('title')} className="min-h-[30vh]" />;
  if (isError) return <LoadFailed message={t('loadFailed')} onRetry={() => void refetch()} />;
  return <EditorForm saved={data} />;
}

function EditorForm({ saved }: { saved: Appearance }) {
  const { t } = useTranslation('admin-appearance');
  const errorText = useErrorText();
  const locale = useLocale();
  const draft = useAppearanceDraft(saved);
  const save = useSaveAppearance();
  const [lang, setLang] = useState<Locale>(locale);
  const [previewOpen, setPreviewOpen] = useState(true);

  const onSave = () => {
    if (draft.invalid.length) return toast({ title: t('saveFailed'), description: t('fixErrors'), variant: 'destructive' });
    save.mutate(draft.changes, {
      onSuccess: () => {
        draft.discard();
        toast({ title: t('saved'), variant: 'success' });
      },
      onError: (err) => {
        if (!handleSessionExpired(err)) toast({ title: t('saveFailed'), description: errorText(err, ''), variant: 'destructive' });
      },
    });
  };

  return (
    <div className="space-y-4">
      <div className="sticky top-14 z-10 -mx-1 flex lg:top-0 flex-wrap items-center justify-between gap-3 rounded-[var(--radius)] bg-background/95 px-1 py-2 backdrop-blur">
        <UnsavedFlag dirty={draft.dirty} unsaved={t('unsaved')} saved={t('upToDate')} />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={!draft.dirty || save.isPending} onClick={draft.discard}>
            {t('cancel')}
          </Button>
          <Button disabled={!draft.dirty || save.isPending} onClick={onSave}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <Card className="p-4 sm:p-6">
          <Tabs defaultValue="colors" dir={locale === 'ar' ? 'rtl' : 'ltr'}>
            <TabsList aria-label={t('tabs.label')}>
              {tabs.map((tab) => (
                <TabsTrigger key={tab} value={tab}>
                  {t(`tabs.${tab}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="colors" className="mt-6">
              <ColorsPanel draft={draft} />
            </TabsContent>
            <TabsContent value="images" className="mt-6">
              <ImagesPanel draft={draft} />
            </TabsContent>
            <TabsContent value="texts" className="mt-6">
              <TextsPanel draft={draft} lang={lang} onLangChange={setLang} />
            </TabsContent>
            <TabsContent value="layout" className="mt-6">
              <LayoutPanel draft={draft} />
            </TabsContent>
          </Tabs>
        </Card>
        <section aria-labelledby="appearance-preview-title" className="space-y-3 lg:sticky lg:top-16">
          <div className="flex items-center justify-between gap-3">
            <div>
              <h2 id="appearance-preview-title" className="text-lg font-semibold">
                {t('preview.title')}
              </h2>
              <p className="text-sm text-muted">{t('preview.hint')}</p>
            </div>
            <Button variant="ghost" size="sm" className="lg:hidden" aria-expanded={previewOpen} onClick={() => setPreviewOpen((o) => !o)}>
              {previewOpen ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
              {previewOpen ? t('preview.hide') : t('preview.show')}
            </Button>
          </div>
          <div className={previewOpen ? undefined : 'max-lg:hidden'}>
            <AppearancePreview look={draft.preview} lang={lang} />
          </div>
        </section>
      </div>
    </div>
  );
}
