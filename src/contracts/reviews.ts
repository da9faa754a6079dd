import { z } from 'zod';
import { freeText, LocalizedSchema } from './common.js';

/** The four aspects a customer rates, in the order the form shows them. */
export const reviewAspects = ['articleRating', 'deliveryRating', 'serviceRating', 'pricingRating'] as const;
export type ReviewAspect = (typeof reviewAspects)[number];

export const REVIEW_TEXT_MAX = 2000;

const aspectMessages: Record<ReviewAspect, string> = {
  articleRating: 'Veuillez évaluer la qualité des articles',
  deliveryRating: 'Veuillez évaluer la livraison',
  serviceRating: 'Veuillez évaluer le service client',
  pricingRating: 'Veuillez évaluer le rapport qualité-prix',
};

const rating = (message: string) => z.number({ error: message }).int(message).min(1, message).max(5, message);

/** An optional free text: trimmed, empty means none. */
const optionalText = freeText()
  .trim()
  .max(REVIEW_TEXT_MAX)
  .nullish()
  .transform((s) => (s ? s : null));

/** The overall rating is the rounded average of the four aspects (spec 000 §5). */
export const overallOf = (r: Record<ReviewAspect, number>) =>
  Math.round(reviewAspects.reduce((sum, a) => sum + r[a], 0) / reviewAspects.length);

export const CreateReviewSchema = z
  .object({
    orderId: z.string({ error: 'ID de commande requis' }).uuid('ID de commande requis'),
    articleRating: rating(aspectMessages.articleRating),
    deliveryRating: rating(aspectMessages.deliveryRating),
    serviceRating: rating(aspectMessages.serviceRating),
    pricingRating: rating(aspectMessages.pricingRating),
    overallRating: rating('Note globale invalide'),
    comment: optionalText,
    improvementSuggestions: optionalText,
    isPublic: z.boolean().default(false),
  })
  .refine((r) => r.overallRating === overallOf(r), {
    path: ['overallRating'],
    message: 'La note globale doit être la moyenne arrondie des quatre notes',
  });
export type CreateReview = z.input<typeof CreateReviewSchema>;

export const ReviewSchema = z.object({
  id: z.string().uuid(),
  orderId: z.string().uuid(),
  overallRating: z.number().int(),
  articleRating: z.number().int(),
  deliveryRating: z.number().int(),
  serviceRating: z.number().int(),
  pricingRating: z.number().int(),
  comment: z.string().nullable(),
  improvementSuggestions: z.string().nullable(),
  isPublic: z.boolean(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** What anyone may read of a published review: the author's first name and city, never more. */
export const PublishedReviewSchema = z.object({
  id: z.string().uuid(),
  overallRating: z.number().int(),
  comment: z.string().nullable(),
  firstName: z.string(),
  city: z.string().nullable(),
  createdAt: z.string(),
});
export type PublishedReview = z.infer<typeof PublishedReviewSchema>;

export const PublishedReviewPageSchema = z.object({
  items: z.array(PublishedReviewSchema),
  total: z.number().int(),
});
export type PublishedReviewPage = z.infer<typeof PublishedReviewPageSchema>;

export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(5),
  offset: z.coerce.number().int().min(0).default(0),
});

/** The back office's row: the review, which order it is about, the gifts of that order and who wrote it. */
export const AdminReviewSchema = ReviewSchema.extend({
  orderNumber: z.string(),
  customerName: z.string(),
  /** The order's gifts, as named when bought (in the order the order's other reads list them). */
  giftNames: z.array(LocalizedSchema),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const ReviewStatusSchema = z.object(
  {
    isPublic: z.boolean({ error: 'isPublic doit être vrai ou faux' }),
    isVerified: z.boolean({ error: 'isVerified doit être vrai ou faux' }),
  },
  { error: 'Corps de requête invalide' },
);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

export const ReviewCountsSchema = z.object({
  all: z.number().int(),
  published: z.number().int(),
  private: z.number().int(),
  pending: z.number().int(),
});
export type ReviewCounts = z.infer<typeof ReviewCountsSchema>;

/** Publié (verified and public), Privé (verified, not public), En attente (not verified). */
export const ReviewStateSchema = z.enum(['published', 'private', 'pending']);
export type ReviewState = z.infer<typeof ReviewStateSchema>;

export const AdminReviewQuerySchema = PageQuerySchema.extend({
  state: ReviewStateSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const reviewState = (r: { isVerified: boolean; isPublic: boolean }): ReviewState =>
  !r.isVerified ? 'pending' : r.isPublic ? 'published' : 'private';
