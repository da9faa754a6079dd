import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';
import { MIN_CONTRAST } from '@contracts/contrast';
import { useLocale } from '@/i18n/locale';
import { formatDecimal } from '@/lib/format';
import type { AppearanceDraft } from '@/features/admin-appearance/hooks/use-appearance-draft';
import { textContrast } from '@/features/admin-appearance/utils/contrast';
import { colorFields, isColor, type ColorField } from '@/features/admin-appearance/utils/draft';

/**
 * The five colours: a picker and the #rrggbb value, which the preview follows once it is complete;
 * below a colour whose text would read under 4.5:1, a warning, announced as it appears.
 */
export function ColorsPanel({ draft }: { draft: AppearanceDraft }) {
  const { t } = useTranslation('admin-appearance');
  const locale = useLocale();
  const warning = (field: ColorField) => {
    const ratio = textContrast(field, draft.preview);
    if (ratio >= MIN_CONTRAST) return '';
    const values = { ratio: formatDecimal(ratio, locale), min: formatDecimal(MIN_CONTRAST, locale) };
    return field === 'textColor' || field === 'backgroundColor' ? t('colors.lowContrastText', values) : t('colors.lowContrast', values);
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {colorFields.map((field) => {
        const value = draft.value[field];
        const valid = isColor(value);
        return (
          <div key={field}>
            <Field label={t(`colors.${field}`)} hint={t('colors.hint')} error={valid ? undefined : t('colors.invalid')}>
              {(control) => (
                <div className="flex items-center gap-2">
                  <input
                    type="color"
                    aria-label={t('colors.picker', { name: t(`colors.${field}`) })}
                    value={(valid ? value : draft.preview[field]).toLowerCase()}
                    onChange={(e) => draft.set(field, e.target.value.toUpperCase())}
                    className="h-11 w-14 shrink-0 cursor-pointer rounded-[var(--radius)] border border-border bg-card p-1"
                  />
                  <Input {...control} dir="ltr" value={value} maxLength={7} spellCheck={false} onChange={(e) => draft.set(field, e.target.value.trim())} />
                </div>
              )}
            </Field>
            {/* Always in the page, so that a screen reader hears the warning when it appears. */}
            <p role="status" className="mt-1.5 text-sm font-medium text-danger empty:hidden">
              {warning(field)}
            </p>
          </div>
        );
      })}
    </div>
  );
}
