import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppearance } from '@/lib/site-queries';
import { useLocale } from '@/i18n/locale';
import { localized } from '@/lib/format';

/** The shop's own story from its appearance settings, with a default text when it has none. */
export function AboutMission() {
  const { t } = useTranslation('pages');
  const locale = useLocale();
  const appearance = useAppearance().data;
  const title = localized(appearance?.aboutTitle, locale) || t('about.missionTitle');
  const content = localized(appearance?.aboutContent, locale) || t('about.missionText');
  return (
    <section aria-labelledby="about-mission" className="mx-auto max-w-5xl px-5 pt-16 sm:px-6">
      <div className="grid items-center gap-8 rounded-[calc(var(--radius)*2)] border border-border bg-card p-8 shadow-[var(--shadow-card)] sm:p-12 md:grid-cols-[auto_1fr]">
        <span className="grid h-24 w-24 place-items-center rounded-full bg-accent/50 text-primary-strong" aria-hidden="true">
          <Heart className="h-11 w-11" strokeWidth={1.5} />
        </span>
        <div>
          <p className="mb-2 text-sm font-semibold uppercase tracking-[0.2em] text-primary-strong">{t('about.missionEyebrow')}</p>
          <h2 id="about-mission" className="mb-4 text-3xl font-semibold">
            {title}
          </h2>
          <p className="whitespace-pre-line text-lg leading-relaxed">{content}</p>
        </div>
      </div>
    </section>
  );
}
