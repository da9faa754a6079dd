import { useParams } from 'wouter';
import { GiftDetailPage } from '@/features/catalog/components/gift-detail-page';
import { GiftReviews } from '@/features/reviews/components/gift-reviews';

export default function Page() {
  const { id } = useParams<{ id: string }>();
  return (
    <main id="main">
      <GiftDetailPage key={id} id={id} below={(gift) => <GiftReviews giftId={gift.id} />} />
    </main>
  );
}
