import { useId } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@contracts/catalog';
import { Input, Label, Select } from '@/components/ui/input';
import { useDebouncedField } from '@/hooks/use-debounced-field';
import { useLocale } from '@/i18n/locale';
import { localized } from '@/lib/format';
import type { useGiftFilters } from '@/features/admin-catalog/hooks/use-gift-filters';

/** Search by name and a category filter, side by side on a desktop, stacked on a phone. */
export function GiftFilters({ filters, categories }: { filters: ReturnType<typeof useGiftFilters>; categories: Category[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useDebouncedField(filters.search, (v) => filters.set('search', v));
  return (
    <div role="search" className="mb-5 grid gap-3 sm:grid-cols-[minmax(0,1fr)_16rem]">
      <div>
        <Label htmlFor={`${id}-search`}>{t('gifts.search')}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden="true" />
          <Input id={`${id}-search`} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('gifts.searchPlaceholder')} className="ps-9" />
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-category`}>{t('gifts.category')}</Label>
        <Select id={`${id}-category`} value={filters.category} onChange={(e) => filters.set('category', e.target.value)}>
          <option value="">{t('gifts.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {localized(c.name, locale)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
