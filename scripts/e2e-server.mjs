// Starts the built server on a fresh embedded database in a temporary folder, for the browser tests.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = mkdtempSync(join(tmpdir(), 'cadeaux-e2e-'));
const port = process.env.E2E_PORT ?? '4173';
// As `npm run serve` starts it (package.json): its Node flags bound the heap and load production code.
const serve = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.serve.split(' ').slice(1);
const child = spawn(process.execPath, serve, {
  stdio: 'inherit',
  env: {
    ...process.env,
    SHOP_MODE: 'production',
    TEST_PAYMENTS: 'true',
    // Production refuses the demo catalogue unless asked; the journeys shop in it.
    SEED: 'true',
    // Every journey orders from 127.0.0.1: the per-address bound would stop a long run.
    ORDER_LIMIT_PER_ADDRESS_PER_HOUR: '1000',
    // Journeys leave unpaid orders for one recipient phone on the catalogue's first gifts, whose shelves
    // they empty as they go: the unpaid hold would refuse the later ones (orders/unpaid-hold.ts).
    UNPAID_UNITS_PER_GIFT: '1000',
    UNPAID_STOCK_SHARE_PERCENT: '100',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'admin-e2e-password',
    // The accounts journey starts an SMTP server on this port to receive the reset e-mail.
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: process.env.E2E_SMTP_PORT ?? '2526',
    SMTP_SECURE: 'false',
    // The CMI journey saves a gateway on 127.0.0.1 (its local double), refused without it.
    OUTBOUND_ALLOW_PRIVATE: 'true',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
