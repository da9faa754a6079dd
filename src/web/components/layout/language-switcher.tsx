import { useId } from 'react';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@contracts/common';
import { changeLanguage } from '@/i18n';
import { locales, useLocale } from '@/i18n/locale';
import { cn } from '@/lib/cn';

/** A compact native select for the header: light, and the best picker on phones and screen readers. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  return (
    <div className={cn('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages className="pointer-events-none absolute start-2.5 h-4 w-4 text-muted" aria-hidden="true" />
      <select
        id={id}
        value={locale}
        onChange={(e) => void changeLanguage(e.target.value as Locale)}
        className="h-10 cursor-pointer appearance-none rounded-full border border-border bg-card ps-8 pe-3 text-sm font-medium hover:border-primary-strong/50"
      >
        {locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The same choice as three buttons, for the phone menu. */
export function LanguageButtons() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div role="group" aria-label={t('language.label')} className="flex gap-2">
      {locales.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={locale === l}
          onClick={() => void changeLanguage(l)}
          className={cn(
            'h-11 flex-1 cursor-pointer rounded-full border text-sm font-semibold transition',
            locale === l ? 'border-primary bg-primary text-on-primary' : 'border-border bg-card hover:bg-secondary/70',
          )}
        >
          {t(`language.${l}`)}
        </button>
      ))}
    </div>
  );
}
