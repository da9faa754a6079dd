import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Localized } from '../../../contracts/common.js';
import type { AdminReview, ReviewCounts, ReviewState, ReviewStatus } from '../../../contracts/reviews.js';
import type { Db } from '../../db/client.js';
import { orderItems, orders, reviews, users } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import { refreshGiftRatings } from './gift-ratings.js';
import { toReview } from './mappers.js';

export const REVIEW_NOT_FOUND = 'Avis introuvable';

const stateWhere: Record<ReviewState, SQL | undefined> = {
  published: and(eq(reviews.isVerified, true), eq(reviews.isPublic, true)),
  private: and(eq(reviews.isVerified, true), eq(reviews.isPublic, false)),
  pending: eq(reviews.isVerified, false),
};

/** The back office's list, newest first, one page of one state (or all) and the total. */
export async function listAdminReviews(db: Db, query: { state?: ReviewState; limit: number; offset: number }) {
  const where = query.state ? stateWhere[query.state] : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: reviews, orderNumber: orders.orderNumber, firstName: users.firstName, lastName: users.lastName, senderName: orders.senderName })
      .from(reviews)
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  const giftNames = await giftNamesOf(db, [...new Set(rows.map((r) => r.review.orderId))]);
  const items: AdminReview[] = rows.map((r) => ({
    ...toReview(r.review),
    orderNumber: r.orderNumber,
    customerName: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.senderName || '',
    giftNames: giftNames.get(r.review.orderId) ?? [],
  }));
  return { items, total: total?.n ?? 0 };
}

/** The gifts' names of each order, in one query for the page: the moderation card's title. */
async function giftNamesOf(db: Db, orderIds: string[]) {
  const names = new Map<string, Localized[]>();
  if (orderIds.length === 0) return names;
  const rows = await db
    .select({ orderId: orderItems.orderId, name: orderItems.name })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.giftId));
  for (const row of rows) names.set(row.orderId, [...(names.get(row.orderId) ?? []), row.name]);
  return names;
}

/** How many reviews are in each state, in one query: the screen's filters. */
export async function countReviews(db: Db): Promise<ReviewCounts> {
  const [row] = await db
    .select({
      all: count(),
      published: sql<number>`count(*) filter (where ${reviews.isVerified} and ${reviews.isPublic})`.mapWith(Number),
      private: sql<number>`count(*) filter (where ${reviews.isVerified} and not ${reviews.isPublic})`.mapWith(Number),
      pending: sql<number>`count(*) filter (where not ${reviews.isVerified})`.mapWith(Number),
    })
    .from(reviews);
  return row ?? { all: 0, published: 0, private: 0, pending: 0 };
}

/** Verified and public are set independently; the gifts of the order are recounted in the same transaction. */
export async function setReviewStatus(db: Db, id: string, status: ReviewStatus) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ ...status, updatedAt: new Date() })
      .where(eq(reviews.id, id))
      .returning();
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    await refreshGiftRatings(tx, row.orderId);
    return toReview(row);
  });
}
