import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addGift } from '../src/server/modules/orders/test-fixtures.js';
import { freshDatabase } from './helper.js';

const rows = async (db: Awaited<ReturnType<typeof freshDatabase>>['database']['db'], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

// Starting an embedded database from the template costs seconds of CPU: a dropped one is emptied and
// lent to the next test file of the worker. Whatever the schema's triggers, emptying must succeed.
describe.skipIf(Boolean(process.env.DATABASE_URL))('an embedded test database once dropped', () => {
  // Its first start from the template alone takes seconds, more on a loaded machine.
  it('is lent again to the next file, with every table empty', { timeout: 120_000 }, async () => {
    const first = await freshDatabase();
    await addGift(first.database.db);
    // A mark of this very PGlite, outside every table.
    await rows(first.database.db, sql`select set_config('test.lent', 'again', false)`);
    await first.drop();

    const next = await freshDatabase();
    try {
      const [mark] = await rows(next.database.db, sql`select current_setting('test.lent', true) as mark`);
      expect(mark).toEqual({ mark: 'again' });
      const [count] = await rows(next.database.db, sql`select (select count(*) from gifts)::int + (select count(*) from order_hours)::int as n`);
      expect(count).toEqual({ n: 0 });
    } finally {
      await next.drop();
    }
  });
});
