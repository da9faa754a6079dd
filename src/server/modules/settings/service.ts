import { inArray, sql } from 'drizzle-orm';
import { settingDefaults, type SettingKey, type Settings } from '../../../contracts/settings.js';
import type { DbOrTx } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

const allKeys = Object.keys(settingDefaults) as SettingKey[];

/** Every platform setting, stored values over defaults; other rows of the table (appearance…) are not settings. */
export async function readSettings(db: DbOrTx): Promise<Settings> {
  return readSettingsOf(db, allKeys);
}

/** Only the named settings, in one query. */
export async function readSettingsOf<K extends SettingKey>(db: DbOrTx, keys: readonly K[]): Promise<Pick<Settings, K>> {
  return settingsFrom(await readStoredValues(db, keys), keys);
}

/**
 * Rows of the settings table as stored, by key, in one query: platform settings and the other rows
 * (notification settings…) a caller wants in the same read. Keys without a row are absent.
 */
export async function readStoredValues(db: DbOrTx, keys: readonly string[]): Promise<Map<string, unknown>> {
  // Read as JSON text: the drivers parse jsonb, and Drizzle would parse a string of digits (a CMI merchant id) again into a number.
  const rows = await db
    .select({ key: settings.key, json: sql<string>`${settings.value}::text` })
    .from(settings)
    .where(inArray(settings.key, keys as string[]));
  return new Map(rows.map((row) => [row.key, JSON.parse(row.json) as unknown]));
}

/** The named settings from stored values, a default for each one not stored. */
export function settingsFrom<K extends SettingKey>(stored: Map<string, unknown>, keys: readonly K[]): Pick<Settings, K> {
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key] = stored.has(key) ? stored.get(key) : settingDefaults[key];
  return out as Pick<Settings, K>;
}

/** Stores several rows in one statement: all of them or, when it fails, none. */
export async function writeSettings(db: DbOrTx, rows: readonly { key: string; value: unknown }[]) {
  if (rows.length === 0) return;
  const now = new Date();
  await db
    .insert(settings)
    .values(rows.map(({ key, value }) => ({ key, value, updatedAt: now })))
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: now } });
}

export async function writeSetting(db: DbOrTx, key: string, value: unknown) {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
