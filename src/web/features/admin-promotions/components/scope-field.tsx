import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/locale';
import { localized } from '@/lib/format';
import { useCategories } from '@/features/admin-promotions/api/categories';

/** The categories a promotion is limited to; none ticked is the whole order. */
export function ScopeField({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation('admin-promotions');
  const locale = useLocale();
  const categories = useCategories();
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">{t('form.scope')}</legend>
      <p className="mt-1 text-xs text-muted">{t('form.scopeHint')}</p>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {(categories.data ?? []).map((c) => (
          <label key={c.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4" checked={value.includes(c.id)} onChange={(e) => toggle(c.id, e.currentTarget.checked)} />
            {localized(c.name, locale)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
