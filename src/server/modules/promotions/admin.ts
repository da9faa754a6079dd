import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Promotion, PromotionInputSchema } from '../../../contracts/promotions.js';
import type { DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { orders, promotionUses, promotions } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import { fromCentimes, toCentimes } from '../../domain/money.js';
import type { PromotionRow } from './discount.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toPromotion = (row: PromotionRow, revenue: string): Promotion => ({
  id: row.id,
  code: row.code,
  name: row.name,
  automatic: row.automatic,
  kind: row.kind,
  value: row.value,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  minOrder: row.minOrder,
  budget: row.budget,
  categoryIds: row.categoryIds,
  giftIds: row.giftIds,
  active: row.active,
  uses: row.uses,
  discountGiven: row.discountGiven,
  revenue,
  createdAt: row.createdAt.toISOString(),
});

/** A new promotion, active at once (within its dates); a code already given, in any case, is refused. */
export async function createPromotion(db: DbOrTx, input: z.output<typeof PromotionInputSchema>): Promise<Promotion> {
  try {
    const [row] = await db
      .insert(promotions)
      .values({
        code: input.automatic ? null : (input.code ?? null),
        name: input.name || null,
        automatic: input.automatic,
        kind: input.kind,
        value: input.kind === 'free_delivery' ? '0' : input.value,
        startsAt: input.startsAt ? new Date(input.startsAt) : null,
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        maxUses: input.maxUses ?? null,
        maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
        minOrder: input.minOrder ?? null,
        budget: input.budget ?? null,
        categoryIds: input.categoryIds,
        giftIds: input.giftIds,
      })
      .returning();
    return toPromotion(row!, '0.00');
  } catch (err) {
    if (isUniqueViolation(err, 'promotions_code_idx')) {
      const message = 'Ce code promo existe déjà.';
      throw new AppError('invalid_data', message, { issues: [{ path: 'code', message }] });
    }
    throw err;
  }
}

/** Pauses or resumes a promotion; its uses are kept. */
export async function setPromotionActive(db: DbOrTx, id: string, active: boolean): Promise<Promotion> {
  const [row] = await db.update(promotions).set({ active }).where(eq(promotions.id, id)).returning();
  if (!row) throw notFound('Promotion introuvable');
  const [listed] = await listPromotions(db, eq(promotions.id, row.id));
  return listed!;
}

/** Every promotion, newest first, with its uses, the discount given and what its paid orders brought in. */
export async function listPromotions(db: DbOrTx, where = sql`true`): Promise<Promotion[]> {
  const revenue = db
    .select({ promotionId: promotionUses.promotionId, total: sql<string>`sum(${orders.totalAmount})`.as('total') })
    .from(promotionUses)
    .innerJoin(orders, eq(orders.id, promotionUses.orderId))
    .where(and(isNull(promotionUses.releasedAt), eq(orders.paymentStatus, 'completed')))
    .groupBy(promotionUses.promotionId)
    .as('revenue');
  const rows = await db
    .select({ promo: promotions, revenue: revenue.total })
    .from(promotions)
    .leftJoin(revenue, eq(revenue.promotionId, promotions.id))
    .where(where)
    .orderBy(desc(promotions.createdAt));
  return rows.map((r) => toPromotion(r.promo, fromCentimes(toCentimes(r.revenue ?? '0'))));
}
