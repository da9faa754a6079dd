import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import { AppearanceSchema, type Appearance } from '../../../contracts/appearance.js';
import { appearanceDefaults } from './defaults.js';

const KEY = 'appearance';

/** The stored appearance over the defaults; a stored field that no longer validates falls back. */
export async function readAppearance(db: DbOrTx): Promise<Appearance> {
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY)).limit(1);
  const stored = (row?.value ?? {}) as Record<string, unknown>;
  const merged = { ...appearanceDefaults, ...stored };
  const parsed = AppearanceSchema.safeParse(merged);
  return parsed.success ? parsed.data : appearanceDefaults;
}

export async function writeAppearance(db: DbOrTx, changes: Partial<Appearance>): Promise<Appearance> {
  const current = await readAppearance(db);
  const next = AppearanceSchema.parse({ ...current, ...changes });
  await db
    .insert(settings)
    .values({ key: KEY, value: next })
    .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: new Date() } });
  return next;
}
