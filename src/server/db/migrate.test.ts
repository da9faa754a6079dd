import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runOnServer, withDatabase } from '../../../test/fresh-database.js';
import { openDatabase } from './client.js';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('migrating one PostgreSQL database from several copies at once', () => {
  const name = `st_migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  afterAll(() => runOnServer(url!, `drop database if exists ${name} with (force)`));

  it('applies every migration once, and every copy starts', async () => {
    await runOnServer(url!, `create database ${name}`);
    const copies = await Promise.all([1, 2, 3].map(() => openDatabase({ url: withDatabase(url!, name) })));
    try {
      await Promise.all(copies.map((copy) => copy.migrate()));
      const result = (await copies[0]!.db.execute(sql`select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { n: number; distinct_n: number }[];
      };
      expect(result.rows[0]!.n).toBeGreaterThan(0);
      expect(result.rows[0]!.n).toBe(result.rows[0]!.distinct_n);
    } finally {
      await Promise.all(copies.map((copy) => copy.close()));
    }
  });
});
