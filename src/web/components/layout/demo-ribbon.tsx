import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/site-queries';

/** A band on every page of a demo shop (or one taking test cards), so nobody mistakes it for a real one. */
export function DemoRibbon() {
  const { t } = useTranslation();
  if (!useSettings().data?.demo_mode) return null;
  return (
    <div role="note" aria-label={t('demoRibbon.title')} className="bg-foreground text-background">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-1.5 text-center text-xs font-medium sm:text-sm">
        <FlaskConical className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{t('demoRibbon.title')}</strong>
          <span className="hidden sm:inline"> · {t('demoRibbon.text')}</span>
        </span>
      </p>
    </div>
  );
}
