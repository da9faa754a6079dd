import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { chooseStorage } from './lib/storage/choose-storage.js';
import { projectRoot } from './lib/runtime/paths.js';
import { logFormat, loggerOptions } from './lib/logging/logger.js';
import { buildApp } from './app.js';
import { startJobs } from './jobs.js';
import { shutDown } from './shutdown.js';
import { drawDemoPictures, prepareShop } from './startup.js';

const config = loadConfig();
const dataDir = resolve(config.DATA_DIR);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir, poolSize: config.DATABASE_POOL_SIZE });
await database.migrate();

const storage = await chooseStorage(config, database, dataDir);
const webDir = join(projectRoot, 'dist', 'web');
const app = await buildApp(
  { config, database, storage, webDir: existsSync(join(webDir, 'index.html')) ? webDir : null },
  loggerOptions(config.LOG_LEVEL, logFormat(config.LOG_FORMAT, process.stdout.isTTY)),
);

await prepareShop(database.db, storage, config, { images: true, log: (line) => app.log.info(line) });

const stopJobs = startJobs(app);
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Store on ${config.publicUrl} (${config.SHOP_MODE} shop; ${database.kind === 'pglite' ? `embedded database in ${dataDir}` : 'PostgreSQL'}; pictures in ${storage.kind === 'local' ? 'the local folder' : storage.kind === 's3' ? `S3 bucket ${config.S3_BUCKET}` : 'the database'})`);
drawDemoPictures(storage, config, (line) => app.log.info(line)).catch((err: unknown) => app.log.error({ err }, 'demo pictures not drawn'));

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down (in-flight requests have ${config.SHUTDOWN_TIMEOUT_MS} ms)`);
    shutDown(app, stopJobs, database, { delayMs: config.SHUTDOWN_DELAY_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS })
      .then((code) => process.exit(code))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  });
}
