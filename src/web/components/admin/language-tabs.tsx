import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@contracts/common';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLocale } from '@/i18n/locale';

export const contentLanguages: readonly Locale[] = ['fr', 'ar', 'en'];
/** Typing direction of a content language, whatever the interface language. */
export const textDir = (lang: Locale) => (lang === 'ar' ? 'rtl' : 'ltr');

/**
 * A gift's or a category's texts in French (required, the shop's fallback), Arabic and English,
 * one tab each. Inactive tabs stay mounted so their fields keep their values and can be checked.
 */
export function LanguageTabs({ value, onValueChange, children }: { value: Locale; onValueChange: (l: Locale) => void; children: (lang: Locale) => ReactNode }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <Tabs value={value} onValueChange={(v) => onValueChange(v as Locale)} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
      <TabsList aria-label={t('form.languages')}>
        {contentLanguages.map((lang) => (
          <TabsTrigger key={lang} value={lang}>
            {t(`form.language.${lang}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {contentLanguages.map((lang) => (
        <TabsContent key={lang} value={lang} forceMount className="space-y-4 data-[state=inactive]:hidden">
          {children(lang)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
