import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import { AppearanceSchema, type Appearance } from '../../../contracts/appearance.js';
import { saveSettings, readSettingsOf } from '../settings/index.js';
import { companyKeys, isCompanyField } from './company-fields.js';
import { appearanceDefaults } from './defaults.js';

const KEY = 'appearance';

/** The stored look over the defaults, with the company fields from the settings; a stored field that no longer validates falls back. */
export async function readAppearance(db: DbOrTx): Promise<Appearance> {
  const [[row], company] = await Promise.all([
    db.select().from(settings).where(eq(settings.key, KEY)).limit(1),
    readSettingsOf(db, companyKeys),
  ]);
  const stored = (row?.value ?? {}) as Record<string, unknown>;
  const parsed = AppearanceSchema.safeParse({ ...appearanceDefaults, ...stored, ...company });
  return parsed.success ? parsed.data : AppearanceSchema.parse({ ...appearanceDefaults, ...company });
}

/**
 * Saves the changed fields in one transaction: the company fields as the settings they are (the
 * settings' one save, its rules and its refusals by key), the rest into the look.
 */
export async function writeAppearance(db: DbOrTx, changes: Partial<Appearance>): Promise<Appearance> {
  return db.transaction(async (tx) => {
    const look: Record<string, unknown> = {};
    const company: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(changes)) {
      if (isCompanyField(field)) company[field] = value;
      else look[field] = value;
    }
    if (Object.keys(company).length) await saveSettings(tx, company);
    if (Object.keys(look).length) {
      const next = AppearanceSchema.parse({ ...(await readAppearance(tx)), ...look });
      const stored = Object.fromEntries(Object.entries(next).filter(([field]) => !isCompanyField(field)));
      await tx
        .insert(settings)
        .values({ key: KEY, value: stored })
        .onConflictDoUpdate({ target: settings.key, set: { value: stored, updatedAt: new Date() } });
    }
    return readAppearance(tx);
  });
}
