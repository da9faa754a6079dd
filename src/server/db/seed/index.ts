import type { Db } from '../client.js';
import type { Storage } from '../../lib/storage/storage.js';
import { hasCategories, insertCatalogue } from './catalogue.js';
import { demoCatalogue } from './content/index.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { demoPictureUrls } from './images.js';
import { seedDemoRates } from './currency-rates.js';

export interface SeedOptions {
  /** Point gifts and categories at the demo pictures (drawn apart, by `drawMissingPictures`). */
  images: boolean;
  /** Also create the demo accounts (never in production: their passwords are public). */
  demoAccounts: boolean;
  log?: (line: string) => void;
}

/**
 * Fills an empty database with the demo catalogue (and, if asked, the demo accounts); does nothing
 * when categories exist.
 * Without `images`, gifts have no pictures and categories no image URL (the client shows its
 * placeholder). With it, the rows name the pictures before they are drawn: drawing takes seconds and
 * is not worth holding the first start for (see `drawMissingPictures`).
 */
export async function seedIfEmpty(db: Db, storage: Storage, opts: SeedOptions): Promise<boolean> {
  const log = opts.log ?? (() => {});
  if (await hasCategories(db)) return false;
  const started = Date.now();
  const pictures = opts.images ? demoPictureUrls(storage, demoCatalogue) : null;
  if (!(await insertCatalogue(db, demoCatalogue, pictures))) return false;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(
    `Demo catalogue: ${demoCatalogue.categories.length} categories, ${demoCatalogue.gifts.length} gifts` +
      `${pictures ? ' with pictures' : ''} in ${seconds} s`,
  );
  await seedDemoRates(db);
  if (opts.demoAccounts) await seedDemoAccounts(db, log);
  return true;
}
