import type { CardGift } from '@/features/catalog/api/get-gifts';
import { CardIconSymbols } from './card-icons';
import { GiftCard, type GiftCardVariant } from './gift-card';
import { GiftCardSkeleton } from './gift-card-skeleton';

const layout = {
  grid: 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3',
  grid4: 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4',
  list: 'grid gap-4 lg:grid-cols-2',
} as const;

interface GiftListProps {
  gifts: CardGift[];
  view?: GiftCardVariant;
  headingLevel?: 2 | 3;
  /** How many leading cards load their image at once (the first visible row). */
  priorityCount?: number;
  /** Grid columns on wide screens. */
  columns?: 3 | 4;
}

export function GiftList({ gifts, view = 'grid', headingLevel = 3, priorityCount = 0, columns = 3 }: GiftListProps) {
  return (
    <CardIconSymbols>
      <ul className={layout[view === 'grid' && columns === 4 ? 'grid4' : view]}>
        {gifts.map((gift, i) => (
          <li key={gift.id} className="flex *:flex-1">
            <GiftCard gift={gift} variant={view} headingLevel={headingLevel} priority={i < priorityCount} />
          </li>
        ))}
      </ul>
    </CardIconSymbols>
  );
}

/** Placeholders while gifts load: the catalogue shows exactly six. */
export function GiftListSkeleton({ count = 6, view = 'grid' }: { count?: number; view?: GiftCardVariant }) {
  return (
    <ul className={layout[view]} data-testid="gift-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <GiftCardSkeleton variant={view} />
        </li>
      ))}
    </ul>
  );
}
