import { RotateCcw, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useGiftPages } from '@/features/catalog/api/get-gifts';
import { CATALOG_PAGE_SIZE, firstLoad, toGiftQuery, type CatalogFilters } from '@/features/catalog/utils/catalog-filters';
import { GiftList, GiftListSkeleton } from './gift-list';
import { ShowMore } from './show-more';

interface CatalogResultsProps {
  filters: CatalogFilters;
  filtered: boolean;
  onReset: () => void;
  /** Pages of 24 the URL shows, its link to `n` pages, and the move to `n` pages once they are loaded. */
  page: number;
  pageHref: (n: number) => string;
  showPage: (n: number) => void;
}

/** The gifts matching the filters, 24 more at a time, with a count read out politely as it changes. */
export function CatalogResults({ filters, filtered, onReset, page, pageHref, showPage }: CatalogResultsProps) {
  const { t } = useTranslation('catalog');
  const gifts = useGiftPages(toGiftQuery(filters), firstLoad(page));
  const shown = useMemo(() => gifts.data?.pages.flatMap((p) => p.gifts) ?? [], [gifts.data]);
  const count = gifts.data?.pages[0]?.total ?? 0;
  const ready = gifts.isSuccess && !gifts.isPlaceholderData;
  const nextPage = Math.ceil(shown.length / CATALOG_PAGE_SIZE) + 1;
  const more = async () => {
    await gifts.fetchNextPage();
    showPage(nextPage);
  };

  return (
    <section aria-labelledby="catalog-results-count" className="mt-6">
      {/* With no results the empty state says it on screen; the status still announces it. */}
      <p id="catalog-results-count" role="status" className={cn('mb-4 min-h-6 text-sm font-medium text-muted', ready && count === 0 && 'sr-only')}>
        {ready ? t('results.count', { count }) : gifts.isPending ? t('results.loading') : ''}
      </p>
      {gifts.isPending ? (
        <GiftListSkeleton count={6} view={filters.view} />
      ) : gifts.isError && !gifts.data ? (
        <div className="rounded-[calc(var(--radius)*2)] border border-border bg-card p-8 text-center" role="alert">
          <p className="font-medium">{t('results.error')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void gifts.refetch()}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {t('results.retry')}
          </Button>
        </div>
      ) : count === 0 ? (
        <div className="flex flex-col items-center rounded-[calc(var(--radius)*2)] border border-dashed border-border bg-card/60 px-6 py-14 text-center">
          <span className="mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-secondary">
            <SearchX className="h-8 w-8 text-primary-strong" aria-hidden="true" />
          </span>
          <h2 className="text-2xl font-semibold">{t('empty.title')}</h2>
          <p className="mt-2 max-w-md text-muted">{filtered ? t('empty.filtered') : t('empty.none')}</p>
          {filtered && (
            <Button variant="primary" className="mt-6 rounded-full" onClick={onReset}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              {t('empty.reset')}
            </Button>
          )}
        </div>
      ) : (
        <div aria-busy={gifts.isPlaceholderData} className={cn('transition-opacity', gifts.isPlaceholderData && 'opacity-60')}>
          <GiftList gifts={shown} view={filters.view} headingLevel={2} priorityCount={filters.view === 'grid' ? 3 : 2} />
          {gifts.hasNextPage && ready && (
            <ShowMore href={pageHref(nextPage)} loading={gifts.isFetchingNextPage} onMore={more} label={t('results.more')} />
          )}
        </div>
      )}
    </section>
  );
}
