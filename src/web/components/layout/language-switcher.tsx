import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n';
import { locales, useLocale } from '@/i18n/locale';
import { cn } from '@/lib/cn';
import { PillSelect } from './pill-select';

/** The language, in the header. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <PillSelect
      label={t('language.label')}
      icon={Languages}
      value={locale}
      options={locales.map((l) => ({ value: l, text: t(`language.${l}`), lang: l }))}
      onChange={(l) => void changeLanguage(l)}
      className={className}
    />
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
