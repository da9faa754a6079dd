import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase } from '../src/server/db/client.js';
import { extensions } from '../src/server/db/pglite.js';
import { runOnServer, withDatabase } from './fresh-database.js';

/**
 * Migrates once what every test file then copies (see freshDatabase): a PGlite data directory
 * saved as a tarball, or with DATABASE_URL a PostgreSQL database to use as `create database … template`.
 */
export async function makeDatabaseTemplate(): Promise<{ template: string; remove(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = await PGlite.create({ extensions });
    await migrate(drizzle(client), { migrationsFolder });
    // freshDatabase hands a reused database back as empty tables: right while the migrations insert no rows.
    await client.exec(`do $$ declare t text; has_rows boolean; begin
      for t in select tablename from pg_tables where schemaname = 'public' loop
        execute format('select exists (select 1 from %I)', t) into has_rows;
        if has_rows then raise exception 'the migrations filled % with rows: test/fresh-database.ts must restore them', t; end if;
      end loop;
    end $$`);
    // Uncompressed: 40 MB of temporary file, but each test file loads it 70 ms of CPU faster.
    const tarball = await client.dumpDataDir('none');
    await client.close();
    const dir = mkdtempSync(join(tmpdir(), 'cadeaux-template-'));
    const template = join(dir, 'pgdata.tar');
    writeFileSync(template, Buffer.from(await tarball.arrayBuffer()));
    return { template, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const template = `test_template_${process.pid}`;
  await runOnServer(url, `create database ${template}`);
  const database = await openDatabase({ url: withDatabase(url, template) });
  await database.migrate();
  await database.close();
  return { template, remove: () => runOnServer(url, `drop database if exists ${template}`) };
}
