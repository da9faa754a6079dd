import { useTranslation } from 'react-i18next';

const stats = ['products', 'artisans', 'delivery'] as const;

/** The shop in three figures, on a warm band. */
export function AboutStats() {
  const { t } = useTranslation('pages');
  return (
    <section aria-labelledby="about-stats" className="pattern-zellige relative bg-foreground py-16 text-background">
      <div className="relative mx-auto max-w-5xl px-5 sm:px-6">
        <h2 id="about-stats" className="mb-10 text-center text-3xl font-semibold">
          {t('about.statsTitle')}
        </h2>
        <dl className="grid gap-8 text-center sm:grid-cols-3">
          {stats.map((key) => (
            <div key={key} className="flex flex-col-reverse gap-2">
              <dt className="text-background/80">{t(`about.stats.${key}.label`)}</dt>
              <dd dir="auto" className="font-heading text-5xl font-semibold text-primary">
                {t(`about.stats.${key}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
