import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';
import type { AppearanceDraft } from '@/features/admin-appearance/hooks/use-appearance-draft';
import { colorFields, isColor } from '@/features/admin-appearance/utils/draft';

/** The five colours: a picker and the #rrggbb value, which the preview follows once it is complete. */
export function ColorsPanel({ draft }: { draft: AppearanceDraft }) {
  const { t } = useTranslation('admin-appearance');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {colorFields.map((field) => {
        const value = draft.value[field];
        const valid = isColor(value);
        return (
          <Field key={field} label={t(`colors.${field}`)} hint={t('colors.hint')} error={valid ? undefined : t('colors.invalid')}>
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
        );
      })}
    </div>
  );
}
