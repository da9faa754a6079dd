import { useTranslation } from 'react-i18next';

const stats = [
  { value: '500+', key: 'products' },
  { value: '50+', key: 'artisans' },
  { value: '24h', key: 'delivery' },
] as const;

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
          {stats.map((s) => (
            <div key={s.key} className="flex flex-col-reverse gap-2">
              <dt className="text-background/80">{t(`about.stats.${s.key}`)}</dt>
              <dd dir="ltr" className="font-heading text-5xl font-semibold text-primary">
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
