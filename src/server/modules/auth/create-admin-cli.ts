import { resolve } from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { ensureAdmin } from './bootstrap-admin.js';

// npm run admin:create -- <email> <password>
const Args = z.tuple([z.string().trim().email('a valid e-mail'), z.string().min(8, 'a password of at least 8 characters')]);

const parsed = Args.safeParse(process.argv.slice(2));
if (!parsed.success) {
  console.error(`Usage: npm run admin:create -- <email> <password>\n${parsed.error.issues.map((i) => `  needs ${i.message}`).join('\n')}`);
  process.exit(1);
}
const [email, password] = parsed.data;

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR) });
try {
  await database.migrate();
  await ensureAdmin(database.db, email, password);
  console.info(`Admin account ready: ${email.toLowerCase()}`);
} finally {
  await database.close();
}
