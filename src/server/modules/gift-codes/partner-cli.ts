import { resolve } from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { ensurePartner } from './partners.js';

// npm run partner:create -- <email> <password> [name shown on redemptions]
const Args = z.tuple([z.string().trim().email('a valid e-mail'), z.string().min(8, 'a password of at least 8 characters')]);

const parsed = Args.safeParse(process.argv.slice(2, 4));
if (!parsed.success) {
  console.error(`Usage: npm run partner:create -- <email> <password> [name]\n${parsed.error.issues.map((i) => `  needs ${i.message}`).join('\n')}`);
  process.exit(1);
}
const [email, password] = parsed.data;
const name = process.argv.slice(4).join(' ').trim().slice(0, 120) || 'Partenaire';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR) });
try {
  await database.migrate();
  const outcome = await ensurePartner(database.db, email, password, name);
  console.info(`Partner account ${outcome === 'created' ? 'created' : 'ready (was a customer)'}: ${email.toLowerCase()}, sees only /admin/redeem`);
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
