import { useParams } from 'wouter';
import { GiftDetailPage } from '@/features/catalog/components/gift-detail-page';

export default function Page() {
  const { id } = useParams<{ id: string }>();
  return (
    <main id="main">
      <GiftDetailPage key={id} id={id} />
    </main>
  );
}
