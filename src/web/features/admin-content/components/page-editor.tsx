import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContentSource } from '@contracts/content';
import { UnsavedFlag } from '@/components/admin/unsaved-flag';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/form/field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { handleSessionExpired } from '@/lib/session-expired';
import { useSaveContent } from '@/features/admin-content/api/save-content';
import { ContentPreview } from './content-preview';

/** One page's markdown in one language beside its preview, with the link to the page itself; changes stay local until saved. */
export function PageEditor({ source }: { source: ContentSource }) {
  const { t } = useTranslation('admin-content');
  const errorText = useErrorText();
  const { page, locale } = source;
  const language = t(`language.${locale}`);
  const [markdown, setMarkdown] = useState(source.markdown);
  const [base, setBase] = useState(source.markdown);
  const save = useSaveContent(page, locale);
  const dirty = markdown !== base;
  const path = `/${page}`;

  const onSave = () =>
    save.mutate(markdown, {
      onSuccess: () => {
        setBase(markdown);
        toast({ title: t('saved'), variant: 'success' });
      },
      onError: (err) => {
        if (!handleSessionExpired(err)) toast({ title: t('saveFailed'), description: errorText(err, ''), variant: 'destructive' });
      },
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <UnsavedFlag dirty={dirty} unsaved={t('unsaved')} saved={source.isDefault && !dirty ? (locale === 'fr' ? t('isDefault') : t('notTranslated')) : t('upToDate')} />
        <div className="flex flex-wrap items-center gap-2">
          <a href={path} target="_blank" rel="noopener" className="inline-flex h-11 items-center gap-1.5 px-2 font-medium text-primary-strong underline-offset-4 hover:underline">
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            {t('open', { path })}
            <span className="sr-only">{t('newTab')}</span>
          </a>
          <Button variant="outline" disabled={!dirty || save.isPending} onClick={() => setMarkdown(base)}>
            {t('cancel')}
          </Button>
          <Button disabled={!dirty || save.isPending} onClick={onSave}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Card className="p-4 sm:p-5">
          <Field label={`${t('source')} · ${t(`pageTitle.${page}`)} · ${language}`} hint={[page === 'faq' && t('faqHint'), t('sourceHint'), t('placeholders')].filter(Boolean).join(' ')}>
            {(control) => (
              <Textarea
                {...control}
                value={markdown}
                onChange={(e) => setMarkdown(e.target.value)}
                dir={locale === 'ar' ? 'rtl' : 'ltr'}
                lang={locale}
                rows={22}
                maxLength={100_000}
                className="min-h-[24rem] font-mono text-sm leading-relaxed"
              />
            )}
          </Field>
          <p className="mt-2 text-end text-xs text-muted">{t('characters', { count: markdown.length })}</p>
        </Card>
        <Card className="p-4 sm:p-5">
          <section aria-label={t('previewLabel')}>
            <h2 className="mb-4 text-lg font-semibold">
              {t('preview')} · {t(`pageTitle.${page}`)} · {language}
            </h2>
            <ContentPreview page={page} locale={locale} markdown={markdown} />
          </section>
        </Card>
      </div>
    </div>
  );
}
