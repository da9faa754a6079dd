import { and, count, desc, eq, exists, sql } from 'drizzle-orm';
import type { PublishedReview, PublishedReviewPage } from '../../../contracts/reviews.js';
import type { DbOrTx } from '../../db/client.js';
import { orderItems, orders, reviews, users } from '../../db/schema/index.js';

/** The author as the public sees them: a first name (the account's, or a guest's first given name) and a city. */
const firstWord = (name: string | null) => name?.trim().split(/\s+/)[0] ?? '';

/** A gift's published reviews (verified and public), newest first, one page and the total in two queries. */
export async function listPublishedReviews(db: DbOrTx, giftId: string, page: { limit: number; offset: number }): Promise<PublishedReviewPage> {
  const where = and(
    eq(reviews.isVerified, true),
    eq(reviews.isPublic, true),
    exists(
      db
        .select({ one: sql`1` })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, reviews.orderId), eq(orderItems.giftId, giftId))),
    ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        overallRating: reviews.overallRating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        accountFirstName: users.firstName,
        accountCity: users.city,
        senderName: orders.senderName,
        deliveryCity: orders.recipientCity,
      })
      .from(reviews)
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  const items: PublishedReview[] = rows.map((r) => ({
    id: r.id,
    overallRating: r.overallRating,
    comment: r.comment,
    firstName: firstWord(r.accountFirstName ?? r.senderName),
    city: r.accountCity || r.deliveryCity,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}
