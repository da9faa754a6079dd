import type { Gift } from '@contracts/catalog';
import { useOrigin } from '@/hooks/use-origin';

/**
 * schema.org Product for search engines, with AggregateRating once the gift has published reviews.
 * A JSON data block is never executed, so the CSP's script rule does not apply to it.
 */
export function GiftStructuredData({ gift, name, description }: { gift: Gift; name: string; description: string }) {
  const origin = useOrigin();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    ...(gift.primaryImage && { image: origin + gift.primaryImage }),
    sku: gift.slug,
    offers: {
      '@type': 'Offer',
      price: gift.price,
      priceCurrency: 'MAD',
      availability: gift.stock === 0 ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
    ...(gift.reviewCount > 0 &&
      gift.averageRating !== null && {
        aggregateRating: { '@type': 'AggregateRating', ratingValue: gift.averageRating, reviewCount: gift.reviewCount, bestRating: 5, worstRating: 1 },
      }),
  };
  // "<" escaped so no text of the gift can close the element.
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}
