import { Gift, Star, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The shop's figures, overlapping the bottom of the hero. */
export function Stats() {
  const { t } = useTranslation('home');
  const stats = [
    { Icon: Users, value: t('stats.clientsValue'), label: t('stats.clients') },
    { Icon: Gift, value: t('stats.deliveredValue'), label: t('stats.delivered') },
    { Icon: Star, value: t('stats.ratingValue'), label: t('stats.rating') },
  ];
  return (
    <section aria-label={t('stats.label')} className="relative z-10 mx-auto -mt-14 w-full max-w-5xl px-4 sm:px-6">
      <ul className="grid grid-cols-3 divide-x divide-border rounded-[calc(var(--radius)*2)] border border-border bg-card py-5 shadow-[var(--shadow-card)] sm:py-7">
        {stats.map(({ Icon, value, label }) => (
          <li key={label} className="flex flex-col items-center gap-1 px-2 text-center">
            <Icon className="mb-1 hidden h-6 w-6 text-primary-strong sm:block" aria-hidden="true" />
            <span className="font-heading text-2xl font-semibold text-primary-strong sm:text-4xl" dir="ltr">
              {value}
            </span>
            <span className="text-xs text-muted sm:text-sm">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
