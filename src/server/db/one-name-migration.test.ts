import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { settings } from './schema/index.js';

const { app, database } = await useTestApp();
const db = database.db;
const migration = readFileSync(new URL('../../../drizzle/0025_one_name_per_setting.sql', import.meta.url), 'utf8');

/** Runs migration 0025 again on rows written as the shop stored them before it. */
const rerunMigration = async () => {
  for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
};
const stored = async (key: string) => (await db.select().from(settings).where(eq(settings.key, key)))[0]?.value;

describe('migration 0025: the look’s own names for the shop’s name and contacts', () => {
  it('moves each to its setting when none was saved, keeps a saved setting, and leaves no old name in the look', async () => {
    await db.insert(settings).values([
      { key: 'appearance', value: { primaryColor: '#112233', companyName: ' Dar Hadaya ', contactEmail: 'pas-un-email', contactPhone: '+212 5 24 00 00 00' } },
      { key: 'company_phone', value: '+212 5 22 99 99 99' },
    ]);

    await rerunMigration();

    expect(await stored('company_name')).toBe('Dar Hadaya');
    expect(await stored('company_email')).toBeUndefined();
    expect(await stored('company_phone')).toBe('+212 5 22 99 99 99');
    expect(await stored('appearance')).toEqual({ primaryColor: '#112233' });
    const look = (await app.inject({ url: '/api/appearance' })).json();
    expect(look).toMatchObject({ primaryColor: '#112233', company_name: 'Dar Hadaya', company_phone: '+212 5 22 99 99 99' });
  });
});
