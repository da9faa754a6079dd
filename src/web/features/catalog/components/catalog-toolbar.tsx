import { useCallback, useId, useState } from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, Label, Select } from '@/components/ui/input';
import { localized } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import { useVisibleCategories } from '@/features/catalog/api/get-categories';
import { useDebouncedField } from '@/hooks/use-debounced-field';
import { cn } from '@/lib/cn';
import { foldedFilterCount, type CatalogFilters } from '@/features/catalog/utils/catalog-filters';
import { PriceField } from './price-field';
import { ViewToggle } from './view-toggle';

interface CatalogToolbarProps {
  filters: CatalogFilters;
  update: (patch: Partial<CatalogFilters>, opts?: { replace?: boolean }) => void;
}

/**
 * Search, category, price range and view: every value lives in the URL. On a phone the category and
 * prices fold behind a "Filtres" button that shows how many are set, so the gifts start on the first screen.
 */
export function CatalogToolbar({ filters, update }: CatalogToolbarProps) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const id = useId();
  const categories = useVisibleCategories();
  const commitSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const [search, setSearch] = useDebouncedField(filters.search, commitSearch);
  const commitMin = useCallback((minPrice: string) => update({ minPrice }, { replace: true }), [update]);
  const commitMax = useCallback((maxPrice: string) => update({ maxPrice }, { replace: true }), [update]);
  const [open, setOpen] = useState(false);
  const active = foldedFilterCount(filters);

  return (
    <div
      role="search"
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-[calc(var(--radius)*2)] border border-border bg-card p-4 shadow-[var(--shadow-card)] sm:gap-x-4 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <div className="col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-search`}>{t('filters.search')}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute start-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" aria-hidden="true" />
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('filters.searchPlaceholder')}
            maxLength={100}
            autoComplete="off"
            className="ps-10"
          />
        </div>
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 sm:hidden">
        <Button variant="outline" aria-expanded={open} aria-controls={`${id}-more`} onClick={() => setOpen((o) => !o)}>
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
          {t('filters.toggle')}
          {active > 0 && (
            <>
              <span aria-hidden="true" className="grid h-6 min-w-6 place-items-center rounded-full bg-primary-strong px-1.5 text-xs font-bold text-on-primary-strong">
                {active}
              </span>
              <span className="sr-only">{t('filters.activeCount', { count: active })}</span>
            </>
          )}
        </Button>
        <ViewToggle view={filters.view} onChange={(view) => update({ view })} compact />
      </div>
      <div id={`${id}-more`} className={cn('col-span-2 grid grid-cols-2 gap-x-3 gap-y-4 sm:contents', !open && 'max-sm:hidden')}>
        <div className="col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-category`}>{t('filters.category')}</Label>
          <Select id={`${id}-category`} value={filters.category} onChange={(e) => update({ category: e.target.value })}>
            <option value="">{t('filters.allCategories')}</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {localized(c.name, locale)}
              </option>
            ))}
          </Select>
        </div>
        <PriceField label={t('filters.minPrice')} value={filters.minPrice} onCommit={commitMin} />
        <PriceField label={t('filters.maxPrice')} value={filters.maxPrice} onCommit={commitMax} />
      </div>
      <ViewToggle view={filters.view} onChange={(view) => update({ view })} className="col-span-2 max-sm:hidden lg:col-span-1" />
    </div>
  );
}
