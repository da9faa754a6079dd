import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { OfferedExtra } from '../../../contracts/extras.js';
import { zoneOf } from '../../../contracts/delivery.js';
import type { DbOrTx } from '../../db/client.js';
import { extras } from '../../db/schema/index.js';

/**
 * `GET /api/extras?city=`: the extras offered in the city's delivery zone, active and in stock, cheapest
 * first; without a city, those offered in some zone.
 */
export async function offeredExtras(db: DbOrTx, city: string | undefined): Promise<OfferedExtra[]> {
  const zone = city === undefined ? undefined : sql`${extras.zones} @> ${JSON.stringify([zoneOf(city)])}::jsonb`;
  return db
    .select({ id: extras.id, name: extras.name, price: extras.price, stock: extras.stock })
    .from(extras)
    .where(and(eq(extras.active, true), gt(extras.stock, 0), zone ?? sql`jsonb_array_length(${extras.zones}) > 0`))
    .orderBy(asc(extras.price), asc(extras.createdAt), asc(extras.id));
}
