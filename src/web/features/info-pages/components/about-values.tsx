import { Award, EyeOff, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const values: { key: 'discreet' | 'secure' | 'fast' | 'quality'; Icon: LucideIcon }[] = [
  { key: 'discreet', Icon: EyeOff },
  { key: 'secure', Icon: ShieldCheck },
  { key: 'fast', Icon: Truck },
  { key: 'quality', Icon: Award },
];

/** The four promises the shop makes, as cards. */
export function AboutValues() {
  const { t } = useTranslation('pages');
  return (
    <section aria-labelledby="about-values" className="mx-auto max-w-7xl px-5 py-16 sm:px-6">
      <h2 id="about-values" className="mb-10 text-center text-3xl font-semibold sm:text-4xl">
        {t('about.valuesTitle')}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map(({ key, Icon }) => (
          <li key={key} className="rounded-[calc(var(--radius)*2)] border border-border bg-card p-6 shadow-[var(--shadow-card)]">
            <span className="mb-5 grid h-14 w-14 place-items-center rounded-full bg-primary/25 text-primary-strong" aria-hidden="true">
              <Icon className={key === 'fast' ? 'h-7 w-7 rtl:-scale-x-100' : 'h-7 w-7'} strokeWidth={1.5} />
            </span>
            <h3 className="mb-2 text-xl font-semibold">{t(`about.values.${key}.name`)}</h3>
            <p className="leading-relaxed text-muted">{t(`about.values.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
