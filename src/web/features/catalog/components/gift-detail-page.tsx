import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gift } from '@contracts/catalog';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { useGift } from '@/features/catalog/api/get-gift';
import { GiftDetail } from './gift-detail';
import { GiftNotFound } from './gift-not-found';
import { SimilarGifts } from './similar-gifts';

/**
 * The gift page: the gift, what the route adds below it (its reviews), then similar gifts; a missing,
 * inactive or malformed id reads as not found.
 */
export function GiftDetailPage({ id, below }: { id: string; below?: (gift: Gift) => ReactNode }) {
  const { t } = useTranslation('catalog');
  const gift = useGift(id);

  if (gift.isPending) return <GiftDetailSkeleton label={t('detail.loading')} />;
  if (gift.isError) {
    if (gift.error instanceof ApiError && (gift.error.status === 404 || gift.error.status === 400)) return <GiftNotFound />;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-semibold">{t('detail.errorTitle')}</h1>
        <p className="mt-3 text-muted">{t('detail.errorText')}</p>
        <Button className="mt-6 rounded-full" onClick={() => void gift.refetch()}>
          {t('results.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <GiftDetail gift={gift.data} />
      {below?.(gift.data)}
      <SimilarGifts giftId={gift.data.id} />
    </div>
  );
}

function GiftDetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8">
      <span className="sr-only">{label}</span>
      <Skeleton className="aspect-square w-full rounded-[calc(var(--radius)*3)]" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-6 w-32 rounded-full" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-8 w-28" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-full rounded-full" />
      </div>
    </div>
  );
}
