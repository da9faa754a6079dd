import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { localStorage } from '../../lib/storage/storage.js';
import { useTestApp } from '../../../../test/helper.js';
import { withDatabase } from '../../../../test/fresh-database.js';
import { addGift } from './test-fixtures.js';
import { signedInAs } from './test-session.js';
import type { PageRenderer } from '../../pages/page-render.js';

const url = process.env.DATABASE_URL;

// Both copies render the public pages, from the renderer's source (the build's is not needed here).
const renderer = (await import(/* @vite-ignore */ new URL('../../../web/entry-server.tsx', import.meta.url).pathname)) as PageRenderer;
const webDir = mkdtempSync(join(tmpdir(), 'web-copies-'));
writeFileSync(
  join(webDir, 'index.html'),
  '<!doctype html><html lang="fr" dir="ltr"><head><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe.skipIf(!url)('two server copies on one PostgreSQL database', async () => {
  const ctx = await useTestApp({ webDir, pageRenderer: renderer });
  const gift = await addGift(ctx.database.db, { name: { fr: 'Coffret' }, price: '100.00' });
  const admin = (await signedInAs(ctx.database.db, 'admin')).headers;

  it('serve an edit made through one copy from the other within a second, in the API and in the rendered page', async () => {
    const { rows } = (await ctx.database.db.execute('select current_database() as name')) as unknown as { rows: { name: string }[] };
    const database = await openDatabase({ url: withDatabase(url!, rows[0]!.name) });
    const other = await buildApp({ config: ctx.config, database, storage: localStorage(ctx.dataDir), webDir, pageRenderer: renderer });
    try {
      const read = async () => (await other.inject({ method: 'GET', url: `/api/gifts/${gift.id}` })).json().price as string;
      // The gift's page as the other copy renders it: its HTML is cached too, and must be forgotten as well.
      const page = async () => /<div id="root">([\s\S]*)<\/div><script/.exec((await other.inject({ method: 'GET', url: `/gifts/${gift.id}` })).body)?.[1] ?? '';
      expect(await read()).toBe('100.00'); // now in the other copy's memory
      expect(await page()).toMatch(/>100[\s\u00a0\u202f]DH/);
      const edit = await ctx.app.inject({ method: 'PATCH', url: `/api/gifts/${gift.id}`, payload: { price: 125 }, headers: admin });
      expect(edit.statusCode).toBe(200);
      const deadline = Date.now() + 1_000;
      while (((await read()) !== '125.00' || !/>125[\s\u00a0\u202f]DH/.test(await page())) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await read()).toBe('125.00');
      expect(await page()).toMatch(/>125[\s\u00a0\u202f]DH/);
      expect(await page()).not.toMatch(/>100[\s\u00a0\u202f]DH/);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
