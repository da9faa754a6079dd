import { count, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client.js';
import { categories, gifts } from '../schema/index.js';
import { giftSearchText } from '../../lib/language/search-text.js';
import type { CataloguePictures } from './images.js';
import type { SeedCategory, SeedGift } from './types.js';

// Any fixed number: the advisory lock that serialises seeding across copies of the server.
const SEED_LOCK = 7_314_205;

export interface DemoCatalogue {
  categories: readonly SeedCategory[];
  gifts: readonly (SeedGift & { category: string })[];
}

export async function hasCategories(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  return (row?.n ?? 0) > 0;
}

/**
 * Inserts the catalogue in one transaction; false when categories already exist. Copies of the
 * server starting together on one empty database queue on the lock: the first seeds, the others see it.
 */
export async function insertCatalogue(db: Db, data: DemoCatalogue, pictures: CataloguePictures | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasCategories(tx)) return false;
    const rows = await tx
      .insert(categories)
      .values(
        data.categories.map((c, i) => ({
          slug: c.slug,
          name: c.name,
          description: c.description,
          color: c.color,
          icon: c.icon,
          sortOrder: i + 1,
          isVisible: true,
          imageUrl: pictures?.categories.get(c.slug) ?? null,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(rows.map((r) => [r.slug, r.id]));
    await tx.insert(gifts).values(
      data.gifts.map((g) => {
        const id = categoryId.get(g.category);
        if (!id) throw new Error(`Demo gift ${g.slug} names an unknown category ${g.category}`);
        return {
          slug: g.slug,
          name: g.name,
          description: g.description,
          price: g.price,
          categoryId: id,
          type: g.type,
          stock: g.stock,
          deliveryTime: g.deliveryTime,
          isActive: true,
          isFeatured: g.isFeatured ?? false,
          images: pictures?.gifts.get(g.slug) ?? [],
          tags: g.tags,
          searchText: giftSearchText(g.name, g.description),
        };
      }),
    );
    return true;
  });
}
