// `npm run db:seed`: migrates the configured database and fills it with the demo catalogue if empty.
import { join, resolve } from 'node:path';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { chooseStorage } from '../../lib/storage/choose-storage.js';
import { demoCatalogue } from './content/index.js';
import { drawMissingPictures } from './images.js';
import { seedIfEmpty } from './index.js';

const config = loadConfig();
const dataDir = resolve(config.DATA_DIR);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir, poolSize: config.DATABASE_POOL_SIZE });
try {
  await database.migrate();
  const storage = await chooseStorage(config, database, dataDir);
  const where = database.kind === 'pglite' ? `embedded database in ${dataDir}` : 'PostgreSQL';
  const pictures = storage.kind === 'local' ? join(dataDir, 'uploads') : storage.kind === 's3' ? `S3 bucket ${config.S3_BUCKET}` : 'the database';
  console.log(`Seeding the ${where}, pictures in ${pictures}`);
  const seeded = await seedIfEmpty(database.db, storage, { images: true, demoAccounts: !config.production, log: (line) => console.log(line) });
  await drawMissingPictures(storage, demoCatalogue, (line) => console.log(line));
  console.log(seeded ? 'Done: the demo catalogue is in place.' : 'The catalogue already has categories: nothing was seeded.');
} finally {
  await database.close();
}
