import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { OfferedExtra } from '../../../contracts/extras.js';
import { deliveryZones, zoneOf } from '../../../contracts/delivery.js';
import type { DbOrTx } from '../../db/client.js';
import { extras } from '../../db/schema/index.js';

/**
 * `GET /api/extras`: the extras offered in the city's delivery zone, or in every zone (`everywhere`: a
 * gift whose city is not known yet), active and in stock, cheapest first; with neither, those offered in
 * some zone.
 */
export async function offeredExtras(db: DbOrTx, where: { city?: string; everywhere?: boolean }): Promise<OfferedExtra[]> {
  const zones = where.city !== undefined ? [zoneOf(where.city)] : where.everywhere ? deliveryZones : undefined;
  const zone = zones && sql`${extras.zones} @> ${JSON.stringify(zones)}::jsonb`;
  return db
    .select({ id: extras.id, name: extras.name, price: extras.price, stock: extras.stock })
    .from(extras)
    .where(and(eq(extras.active, true), gt(extras.stock, 0), zone ?? sql`jsonb_array_length(${extras.zones}) > 0`))
    .orderBy(asc(extras.price), asc(extras.createdAt), asc(extras.id));
}
