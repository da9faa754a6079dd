import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { GiftCardVariant } from './gift-card';

/** A gift card's shape while the list loads. */
export function GiftCardSkeleton({ variant = 'grid' }: { variant?: GiftCardVariant }) {
  const list = variant === 'list';
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex overflow-hidden rounded-[calc(var(--radius)*2)] border border-border bg-card',
        list ? 'flex-row' : 'flex-col',
      )}
    >
      <Skeleton className={cn('aspect-square rounded-none', list ? 'w-28 sm:w-44' : 'w-full')} />
      <div className="flex flex-1 flex-col gap-3 p-3 sm:p-5">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="mt-auto flex flex-wrap justify-between gap-2 pt-2">
          <Skeleton className="h-6 w-20" />
          <Skeleton className="h-9 w-full rounded-full sm:w-24" />
        </div>
      </div>
    </div>
  );
}
