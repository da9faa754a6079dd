import { useTranslation } from 'react-i18next';
import { useCatalogFilters } from '@/features/catalog/hooks/use-catalog-filters';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { hasActiveFilters } from '@/features/catalog/utils/catalog-filters';
import { CatalogResults } from './catalog-results';
import { CatalogToolbar } from './catalog-toolbar';
import { OccasionChip } from './occasion-chip';

/** The catalogue: filters kept in the URL, then the matching gifts. */
export function CatalogPage() {
  const { t } = useTranslation('catalog');
  const { filters, update, reset, page, pageHref, showPage } = useCatalogFilters();
  useDocumentTitle(t('page.title'));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <header className="mb-8 max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-primary-strong uppercase">{t('page.eyebrow')}</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">{t('page.title')}</h1>
        <p className="mt-3 text-lg text-muted">{t('page.subtitle')}</p>
      </header>
      <CatalogToolbar filters={filters} update={update} />
      {filters.occasion && (
        <div className="mt-4 flex flex-wrap gap-2">
          <OccasionChip occasion={filters.occasion} onRemove={() => update({ occasion: '' })} />
        </div>
      )}
      <CatalogResults filters={filters} filtered={hasActiveFilters(filters)} onReset={reset} page={page} pageHref={pageHref} showPage={showPage} />
    </div>
  );
}
