import { useTranslation } from 'react-i18next';
import type { Locale } from '@contracts/common';
import { LanguageTabs, textDir } from '@/components/admin/language-tabs';
import { TextareaField, TextField } from '@/components/ui/form/field';
import type { AppearanceDraft } from '@/features/admin-appearance/hooks/use-appearance-draft';

const textFields = [
  { field: 'heroTitle', long: false, max: 160 },
  { field: 'heroSubtitle', long: true, max: 400 },
  { field: 'tagline', long: false, max: 120 },
  { field: 'aboutTitle', long: false, max: 160 },
  { field: 'aboutContent', long: true, max: 2000 },
] as const;

/** The home and about texts in French, Arabic and English; the preview speaks the open tab's language. */
export function TextsPanel({ draft, lang, onLangChange }: { draft: AppearanceDraft; lang: Locale; onLangChange: (l: Locale) => void }) {
  const { t } = useTranslation('admin-appearance');
  const { t: ta } = useTranslation('admin');
  return (
    <LanguageTabs value={lang} onValueChange={onLangChange}>
      {(l) =>
        textFields.map(({ field, long, max }) => {
          const props = {
            label: `${t(`texts.${field}`)} · ${ta(`form.language.${l}`)}`,
            value: draft.value[field][l] ?? '',
            maxLength: max,
            dir: textDir(l),
            lang: l,
            onChange: (e: { target: { value: string } }) => draft.set(field, { ...draft.value[field], [l]: e.target.value }),
          };
          return long ? <TextareaField key={field} rows={3} {...props} /> : <TextField key={field} {...props} />;
        })
      }
    </LanguageTabs>
  );
}
