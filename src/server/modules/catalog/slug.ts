import { like, or, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { normalizeSearch } from '../../lib/language/search-text.js';
import { UUID_PATTERN } from '../../../contracts/catalog.js';

export const isUuid = (id: string) => UUID_PATTERN.test(id);

/** "Coffret Thé à la Menthe" → "coffret-the-a-la-menthe"; a name without Latin letters falls back. */
export function slugify(text: string, fallback: string): string {
  const base = normalizeSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base || fallback;
}

/** The base slug, or base-2, base-3… when taken, found in one query. */
export async function uniqueSlug(db: DbOrTx, table: PgTable & { slug: PgColumn }, base: string): Promise<string> {
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), like(table.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug as string));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
