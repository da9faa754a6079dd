import type { Db } from '../../db/client.js';
import { categories, gifts } from '../../db/schema/index.js';
import type { Localized } from '../../db/schema/columns.js';
import { giftSearchText } from '../../lib/language/search-text.js';

let n = 0;
const unique = (prefix: string) => `${prefix}-${++n}-${Math.random().toString(36).slice(2, 7)}`;

/** Inserts a category straight into the database, for tests. */
export async function addCategory(db: Db, values: { name: Localized; sortOrder?: number; isVisible?: boolean }) {
  const [row] = await db
    .insert(categories)
    .values({ slug: unique('cat'), ...values })
    .returning();
  return row!;
}

/** Inserts a gift straight into the database with its search text, for tests. */
export async function addGift(
  db: Db,
  values: Partial<typeof gifts.$inferInsert> & { name: Localized; price: string },
) {
  const description = values.description ?? { fr: '' };
  const [row] = await db
    .insert(gifts)
    .values({ slug: unique('gift'), ...values, description, searchText: giftSearchText(values.name, description) })
    .returning();
  return row!;
}
