import { ArrowRight, Cake, Gem, PartyPopper, Sparkles, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';

/** The occasion tags the catalogue filters by (`/catalog?occasion=…`). */
const occasions: { key: 'anniversary' | 'wedding' | 'holidays' | 'surprise'; Icon: LucideIcon; tint: string }[] = [
  { key: 'anniversary', Icon: Cake, tint: 'from-accent/60 to-accent/15' },
  { key: 'wedding', Icon: Gem, tint: 'from-primary/45 to-secondary' },
  { key: 'holidays', Icon: PartyPopper, tint: 'from-secondary to-primary/30' },
  { key: 'surprise', Icon: Sparkles, tint: 'from-accent/40 to-primary/25' },
];

/** One card per occasion; the whole card leads to the catalogue filtered for it. */
export function OccasionCards() {
  const { t } = useTranslation('pages');
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {occasions.map(({ key, Icon, tint }) => (
        <li
          key={key}
          className="group relative flex flex-col overflow-hidden rounded-[calc(var(--radius)*2)] border border-border bg-card shadow-[var(--shadow-card)] transition hover:-translate-y-1 hover:shadow-xl has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary-strong"
        >
          <div className={`pattern-zellige relative grid h-40 place-items-center bg-gradient-to-br ${tint}`}>
            <span className="relative grid h-20 w-20 place-items-center rounded-full bg-card/90 text-primary-strong shadow-[var(--shadow-card)] transition group-hover:scale-105">
              <Icon className="h-9 w-9" strokeWidth={1.5} aria-hidden="true" />
            </span>
          </div>
          <div className="flex flex-1 flex-col gap-3 p-6">
            <h2 className="text-2xl font-semibold">
              <Link
                href={`/catalog?occasion=${key}`}
                className="outline-none after:absolute after:inset-0"
              >
                {t(`occasions.${key}.name`)}
              </Link>
            </h2>
            <p className="flex-1 leading-relaxed text-muted">{t(`occasions.${key}.text`)}</p>
            <span aria-hidden="true" className="mt-2 inline-flex items-center gap-2 font-semibold text-primary-strong">
              {t('occasions.see')}
              <ArrowRight className="h-4 w-4 transition group-hover:translate-x-1 rtl:rotate-180 rtl:group-hover:-translate-x-1" />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
