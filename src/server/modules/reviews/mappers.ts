import type { Review } from '../../../contracts/reviews.js';
import type { reviews } from '../../db/schema/index.js';

export function toReview(row: typeof reviews.$inferSelect): Review {
  return {
    id: row.id,
    orderId: row.orderId,
    overallRating: row.overallRating,
    articleRating: row.articleRating,
    deliveryRating: row.deliveryRating,
    serviceRating: row.serviceRating,
    pricingRating: row.pricingRating,
    comment: row.comment,
    improvementSuggestions: row.improvementSuggestions,
    isPublic: row.isPublic,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
  };
}
