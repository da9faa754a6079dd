import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { localStorage } from '../../lib/storage.js';
import { useTestApp } from '../../../../test/helper.js';
import { withDatabase } from '../../../../test/fresh-database.js';
import { addGift } from './test-fixtures.js';
import { signedInAs } from './test-session.js';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('two server copies on one PostgreSQL database', async () => {
  const ctx = await useTestApp();
  const gift = await addGift(ctx.database.db, { name: { fr: 'Coffret' }, price: '100.00' });
  const admin = (await signedInAs(ctx.database.db, 'admin')).headers;

  it('serve an edit made through one copy from the other within a second', async () => {
    const { rows } = (await ctx.database.db.execute('select current_database() as name')) as unknown as { rows: { name: string }[] };
    const database = await openDatabase({ url: withDatabase(url!, rows[0]!.name) });
    const other = await buildApp({ config: ctx.config, database, storage: localStorage(ctx.dataDir), webDir: null });
    try {
      const read = async () => (await other.inject({ method: 'GET', url: `/api/gifts/${gift.id}` })).json().price as string;
      expect(await read()).toBe('100.00'); // now in the other copy's memory
      const edit = await ctx.app.inject({ method: 'PATCH', url: `/api/gifts/${gift.id}`, payload: { price: 125 }, headers: admin });
      expect(edit.statusCode).toBe(200);
      const deadline = Date.now() + 1_000;
      while ((await read()) !== '125.00' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await read()).toBe('125.00');
    } finally {
      await other.close();
      await database.close();
    }
  });
});
