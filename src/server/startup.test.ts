import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helper.js';
import { loadConfig } from './config.js';
import { categories, gifts, users } from './db/schema/index.js';
import { seedDemoAccounts } from './db/seed/demo-accounts.js';
import { localStorage } from './lib/storage/storage.js';
import { prepareShop } from './startup.js';

const drops: (() => Promise<void>)[] = [];
// Each test takes an emptied database; a worker's first one starts from the template (seconds on a
// loaded machine), here rather than within the first test's time.
beforeAll(async () => {
  await (await freshDatabase()).drop();
});
afterEach(async () => {
  await Promise.all(drops.splice(0).map((drop) => drop()));
});

async function start(env: Record<string, string>) {
  const { database, drop } = await freshDatabase();
  drops.push(drop);
  const config = loadConfig({ DATA_DIR: '/unused', ...env });
  const storage = localStorage(mkdtempSync(join(tmpdir(), 'cadeaux-startup-')));
  const lines: string[] = [];
  const run = (images = false) => prepareShop(database.db, storage, config, { images, log: (line) => lines.push(line) });
  return { db: database.db, config, storage, lines, run };
}

const emails = async (db: Awaited<ReturnType<typeof start>>['db']) => (await db.select({ email: users.email }).from(users)).map((u) => u.email);

describe('demo mode (no configuration)', () => {
  it('seeds the demo catalogue and accounts, and shows the demo ribbon with test cards', async () => {
    const shop = await start({});
    await shop.run();
    expect(await shop.db.select().from(categories)).not.toHaveLength(0);
    expect(await emails(shop.db)).toEqual(expect.arrayContaining(['admin@cadeaux.ma', 'client@cadeaux.ma']));
    expect(shop.config).toMatchObject({ testPayments: true, demoRibbon: true });
  });

  it('opens without waiting for the demo pictures: the rows already name them, drawn after listening', async () => {
    const shop = await start({});
    await shop.run(true);
    const [teapot] = await shop.db.select({ images: gifts.images }).from(gifts).where(eq(gifts.slug, 'theiere-marocaine-ciselee'));
    expect(teapot?.images).toEqual(['/uploads/gifts/theiere-marocaine-ciselee-1-800.webp', '/uploads/gifts/theiere-marocaine-ciselee-2-800.webp']);
    expect(await shop.storage.exists('gifts/theiere-marocaine-ciselee-1-1200.webp')).toBe(false);
  });
});

describe('production mode', () => {
  it('starts an empty database with no demo catalogue, no demo account and no test cards', async () => {
    const shop = await start({ NODE_ENV: 'production', ADMIN_EMAIL: 'patron@boutique.ma', ADMIN_PASSWORD: 'Un-vrai-secret-9' });
    await shop.run();
    expect(await shop.db.select().from(categories)).toHaveLength(0);
    expect(await emails(shop.db)).toEqual(['patron@boutique.ma']);
    expect(shop.config).toMatchObject({ testPayments: false, demoRibbon: false });
  });

  it('never creates the demo accounts, even with SEED=true, which brings the catalogue only', async () => {
    const shop = await start({ NODE_ENV: 'production', SEED: 'true' });
    await shop.run();
    expect(await shop.db.select().from(categories)).not.toHaveLength(0);
    expect(await emails(shop.db)).toEqual([]);
    expect(shop.lines.join('\n')).not.toContain('Admin123!');
  });

  it('seeds nothing when SEED is unset', async () => {
    const shop = await start({ NODE_ENV: 'production' });
    await shop.run();
    expect(await shop.db.select().from(categories)).toHaveLength(0);
  });

  it('refuses to start while an admin still has a demo password', async () => {
    const shop = await start({ NODE_ENV: 'production' });
    await seedDemoAccounts(shop.db, () => {});
    await expect(shop.run()).rejects.toThrow(/admin@cadeaux\.ma still use a demo password/);
  });

  it('starts once ADMIN_PASSWORD has replaced the demo password', async () => {
    const shop = await start({ NODE_ENV: 'production', ADMIN_EMAIL: 'admin@cadeaux.ma', ADMIN_PASSWORD: 'Un-vrai-secret-9' });
    await seedDemoAccounts(shop.db, () => {});
    await expect(shop.run()).resolves.toBeUndefined();
    const [admin] = await shop.db.select().from(users).where(eq(users.email, 'admin@cadeaux.ma'));
    expect(admin?.role).toBe('admin');
  });

  it('accepts test cards only when TEST_PAYMENTS=true, and then shows the ribbon', async () => {
    const shop = await start({ NODE_ENV: 'production', TEST_PAYMENTS: 'true' });
    expect(shop.config).toMatchObject({ testPayments: true, demoRibbon: true, seedDemoAccounts: false });
  });
});
