import { asc, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/index.js';
import { csvLine } from '../orders/index.js';

const PAGE = 1000;
const HEADER = ['E-mail', 'Langue', 'Inscrit le', 'Confirmé le'];

/**
 * The confirmed subscribers (an unconfirmed address never asked for mail) as CSV for Excel, like the
 * orders' export: UTF-8 with a byte-order mark, semicolons, formula-safe fields.
 */
export async function* subscribersCsv(db: DbOrTx): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(HEADER)}`;
  for (let offset = 0; ; offset += PAGE) {
    const rows = await db
      .select()
      .from(newsletterSubscribers)
      .where(isNotNull(newsletterSubscribers.confirmedAt))
      .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.email))
      .limit(PAGE)
      .offset(offset);
    if (rows.length === 0) return;
    yield rows.map((r) => csvLine([r.email, r.locale, r.createdAt.toISOString(), r.confirmedAt?.toISOString() ?? null])).join('');
    if (rows.length < PAGE) return;
  }
}
