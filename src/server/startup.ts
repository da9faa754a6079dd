import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { adminsWithDemoPassword } from './db/seed/demo-accounts.js';
import { demoCatalogue } from './db/seed/content/index.js';
import { drawMissingPictures } from './db/seed/images.js';
import { seedIfEmpty } from './db/seed/index.js';
import type { Storage } from './lib/storage/storage.js';
import { ensureAdmin } from './modules/auth/index.js';

/**
 * What a start does to the database after migrating: the demo catalogue and accounts as the mode
 * allows, the configured admin, and, in production, a refusal to open while an admin still has a
 * password the README prints.
 */
export async function prepareShop(db: Db, storage: Storage, config: Config, opts: { images: boolean; log: (line: string) => void }) {
  if (config.seedCatalogue) {
    const seeded = await seedIfEmpty(db, storage, { images: opts.images, demoAccounts: config.seedDemoAccounts, log: opts.log });
    if (seeded) opts.log('Empty database: demo catalogue seeded');
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    opts.log(`Admin account ready: ${config.ADMIN_EMAIL}`);
  }
  if (config.production) {
    const exposed = await adminsWithDemoPassword(db);
    if (exposed.length) {
      throw new Error(
        `Refusing to start in production: ${exposed.join(', ')} still use a demo password. ` +
          'Set ADMIN_EMAIL and ADMIN_PASSWORD to replace it, or run `npm run admin:create -- <email> <password>`.',
      );
    }
  }
}

/**
 * The demo pictures still to draw, after the server listens: pages answer at once and show a
 * placeholder until a picture lands. Nothing to draw unless the demo catalogue may be seeded.
 */
export async function drawDemoPictures(storage: Storage, config: Config, log: (line: string) => void): Promise<void> {
  if (config.seedCatalogue) await drawMissingPictures(storage, demoCatalogue, log);
}
