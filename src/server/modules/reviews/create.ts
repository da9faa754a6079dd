import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreateReviewSchema, Review } from '../../../contracts/reviews.js';
import type { Db } from '../../db/client.js';
import { reviews } from '../../db/schema/index.js';
import { conflict } from '../../http/app-error.js';
import { assertAccess, type Viewer, findOrderRow } from '../orders/index.js';
import { notifyNewReview } from '../notifications/index.js';
import { toReview } from './mappers.js';

export const ALREADY_REVIEWED = 'Évaluation déjà envoyée';
export const NOT_DELIVERED = 'Seule une commande livrée peut être évaluée';

/**
 * The review of one's own delivered order (account or guest browser, by the orders' ownership
 * rules), once per order; it waits for the shop's verification before anyone else reads it.
 */
export async function createReview(
  db: Db,
  viewer: Viewer,
  input: z.output<typeof CreateReviewSchema>,
  publicUrl: string,
): Promise<Review> {
  const order = assertAccess(viewer, await findOrderRow(db, input.orderId));
  if (order.status !== 'delivered') throw conflict(NOT_DELIVERED);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({ ...input, userId: viewer.userId })
      .onConflictDoNothing({ target: reviews.orderId })
      .returning();
    if (!row) throw conflict(ALREADY_REVIEWED);
    await notifyNewReview(
      tx,
      { overallRating: row.overallRating, comment: row.comment, authorName: order.senderName, orderNumber: order.orderNumber },
      publicUrl,
    );
    return toReview(row);
  });
}

/** The review of an order its owner may read; none yet is a 404. */
export async function findOrderReview(db: Db, viewer: Viewer, orderId: string): Promise<Review | undefined> {
  assertAccess(viewer, await findOrderRow(db, orderId));
  const [row] = await db.select().from(reviews).where(eq(reviews.orderId, orderId)).limit(1);
  return row && toReview(row);
}
