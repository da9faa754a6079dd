import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFeaturedGifts } from '@/features/catalog/api/get-featured-gifts';
import { GiftList, GiftListSkeleton } from './gift-list';

/** Up to six featured gifts for the home page; hidden when the shop features none. */
export function FeaturedGifts() {
  const { t } = useTranslation('catalog');
  const featured = useFeaturedGifts();
  const gifts = featured.data?.slice(0, 6) ?? [];
  if (featured.isError || (featured.isSuccess && gifts.length === 0)) return null;

  return (
    <section aria-labelledby="featured-title" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
      <div className="mb-10 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-primary-strong uppercase">{t('featured.eyebrow')}</p>
          <h2 id="featured-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
            {t('featured.title')}
          </h2>
          <p className="mt-3 text-muted">{t('featured.subtitle')}</p>
        </div>
        <Link href="/catalog" className={cn(buttonClass('outline'), 'rounded-full')}>
          {t('featured.all')}
          <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        </Link>
      </div>
      {featured.isPending ? <GiftListSkeleton count={3} /> : <GiftList gifts={gifts} headingLevel={3} />}
    </section>
  );
}
