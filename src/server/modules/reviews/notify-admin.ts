import type { Tx } from '../../db/client.js';
import type { orders, reviews } from '../../db/schema/index.js';
import { enqueueEmail } from '../notifications/outbox.js';
import { composeEmail } from '../notifications/templates/layout.js';
import { readSettingsOf } from '../settings/service.js';

type ReviewRow = typeof reviews.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Tells the shop's admin e-mail (if set) that a review awaits moderation, in the review's transaction. */
export async function notifyAdminOfReview(tx: Tx, review: ReviewRow, order: OrderRow) {
  const { admin_email: to, company_name: shopName } = await readSettingsOf(tx, ['admin_email', 'company_name']);
  if (!to) return;
  const email = composeEmail({
    locale: 'fr',
    shopName,
    subject: `Nouvel avis sur la commande ${order.orderNumber} : ${review.overallRating}/5`,
    greeting: 'Bonjour,',
    paragraphs: [
      `Un client a évalué la commande ${order.orderNumber} : ${review.overallRating}/5 ` +
        `(articles ${review.articleRating}, livraison ${review.deliveryRating}, service ${review.serviceRating}, ` +
        `rapport qualité-prix ${review.pricingRating}).`,
      ...(review.comment ? [`Commentaire : ${review.comment}`] : []),
      ...(review.improvementSuggestions ? [`Suggestions : ${review.improvementSuggestions}`] : []),
      review.isPublic
        ? 'Le client accepte que son avis soit publié après vérification.'
        : 'Le client ne souhaite pas que son avis soit publié.',
    ],
    signature: shopName,
  });
  await enqueueEmail(tx, to, 'new_review', email);
}
