import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Extra, ExtraInputSchema, ExtraPatchSchema } from '../../../contracts/extras.js';
import type { DbOrTx } from '../../db/client.js';
import { extras, orderExtras, orders } from '../../db/schema/index.js';
import { invalid, notFound } from '../../http/app-error.js';

type ExtraRow = typeof extras.$inferSelect;

const toExtra = (row: ExtraRow, sold: number): Extra => ({
  id: row.id,
  name: row.name,
  price: row.price,
  vatRate: row.vatRate,
  stock: row.stock,
  zones: row.zones,
  active: row.active,
  sold,
  createdAt: row.createdAt.toISOString(),
});

/** Units of each extra on orders not cancelled. */
async function soldCounts(db: DbOrTx, id?: string) {
  const rows = await db
    .select({ extraId: orderExtras.extraId, sold: sql<number>`coalesce(sum(${orderExtras.quantity}), 0)::integer` })
    .from(orderExtras)
    .innerJoin(orders, eq(orders.id, orderExtras.orderId))
    .where(and(ne(orders.status, 'cancelled'), id ? eq(orderExtras.extraId, id) : undefined))
    .groupBy(orderExtras.extraId);
  return new Map(rows.map((r) => [r.extraId, Number(r.sold)]));
}

/** Every extra, paused ones too, in the order they were created. */
export async function listExtras(db: DbOrTx): Promise<Extra[]> {
  const [rows, sold] = await Promise.all([db.select().from(extras).orderBy(asc(extras.createdAt), asc(extras.id)), soldCounts(db)]);
  return rows.map((r) => toExtra(r, sold.get(r.id) ?? 0));
}

export async function createExtra(db: DbOrTx, input: z.output<typeof ExtraInputSchema>, now: Date): Promise<Extra> {
  const [row] = await db
    .insert(extras)
    .values({ name: input.name, price: input.price, vatRate: input.vatRate, stock: input.stock, zones: input.zones, active: input.active, createdAt: now, updatedAt: now })
    .returning();
  return toExtra(row!, 0);
}

/** Changes what is given; an order already placed keeps the name, price and VAT it was sold at. */
export async function updateExtra(db: DbOrTx, id: string, patch: z.output<typeof ExtraPatchSchema>, now: Date): Promise<Extra> {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) throw invalid('Rien à modifier');
  const [row] = await db
    .update(extras)
    .set({ ...changes, updatedAt: now })
    .where(eq(extras.id, id))
    .returning();
  if (!row) throw notFound('Extra introuvable');
  return toExtra(row, (await soldCounts(db, id)).get(id) ?? 0);
}
