import { Quote, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const people = ['salma', 'youssef', 'nadia'] as const;

/** Three customers' words, with their names and cities. */
export function Testimonials() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
      <div className="mx-auto mb-12 max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-primary-strong uppercase">{t('testimonials.eyebrow')}</p>
        <h2 id="testimonials-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
          {t('testimonials.title')}
        </h2>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {people.map((p) => (
          <li key={p}>
            <figure className="flex h-full flex-col rounded-[calc(var(--radius)*2)] border border-border bg-card p-7 shadow-[var(--shadow-card)]">
              <Quote className="h-8 w-8 text-accent rtl:-scale-x-100" aria-hidden="true" />
              <p className="mt-2 flex gap-0.5 text-amber-600" role="img" aria-label={t('testimonials.rating')}>
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} className="h-4 w-4 fill-current" aria-hidden="true" />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 leading-relaxed text-foreground/85">{t(`testimonials.${p}.text`)}</blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-5">
                <span className="flex h-11 w-11 items-center justify-center rounded-full bg-primary/25 font-heading text-lg font-semibold text-primary-strong" aria-hidden="true">
                  {t(`testimonials.${p}.name`).charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold">{t(`testimonials.${p}.name`)}</span>
                  <span className="block text-sm text-muted">{t(`testimonials.${p}.city`)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
