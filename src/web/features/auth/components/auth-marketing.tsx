import { Gift, ShieldCheck, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The page's heading and promise, first in reading order. */
export function AuthIntro() {
  const { t } = useTranslation('auth');
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-primary-strong">{t('marketing.eyebrow')}</p>
      <h1 className="mt-3 text-3xl font-semibold leading-tight sm:text-4xl lg:text-5xl">{t('marketing.title')}</h1>
      <p className="mt-4 max-w-prose text-base text-muted sm:text-lg">{t('marketing.subtitle')}</p>
    </div>
  );
}

const features = [
  { key: 'authentic', Icon: Gift },
  { key: 'discreet', Icon: Truck },
  { key: 'secure', Icon: ShieldCheck },
] as const;

/** Why shop here: authentic gifts, discreet delivery, secure card payment. */
export function AuthFeatures() {
  const { t } = useTranslation('auth');
  return (
    <section aria-labelledby="auth-features">
      <h2 id="auth-features" className="sr-only">
        {t('marketing.heading')}
      </h2>
      <ul className="space-y-3 sm:space-y-4">
        {features.map(({ key, Icon }) => (
          <li key={key} className="flex items-start gap-4 rounded-[calc(var(--radius)*2)] border border-border bg-card/70 p-4 backdrop-blur-sm lg:border-transparent">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary/30 text-primary-strong">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-base font-semibold">{t(`marketing.${key}.title`)}</h3>
              <p className="mt-0.5 text-sm text-muted">{t(`marketing.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
