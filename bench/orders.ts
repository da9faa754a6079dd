import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { freshDatabase } from '../test/fresh-database.js';
import { gifts } from '../src/server/db/schema/index.js';
import { localStorage } from '../src/server/lib/storage.js';
import type { Measure } from './types.js';

const ORDERS = 200;
const CLIENTS = 20;
const GIFTS = 10;
const STOCK = 15; // 150 units for 200 buyers: a quarter of them meet an empty shelf

/** Order placement under a stock race: 200 guest orders from 20 concurrent clients over 10 gifts. */
export async function benchOrders(): Promise<Measure[]> {
  const { database, drop } = await freshDatabase();
  const kind = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const dataDir = mkdtempSync(join(tmpdir(), 'cadeaux-bench-orders-'));
  // The buyers all come from one address: the per-client order limits would measure themselves.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ORDER_LIMIT_PER_HOUR: '100000',
    ORDER_LIMIT_PER_ADDRESS_PER_HOUR: '100000',
    UNPAID_UNITS_PER_GIFT: '100000',
  });
  const app = await buildApp({ config, database, storage: localStorage(join(dataDir, 'uploads')), webDir: null });
  try {
    const rows = await database.db
      .insert(gifts)
      .values(
        Array.from({ length: GIFTS }, (_, i) => ({
          slug: `bench-${i}`,
          name: { fr: `Coffret ${i}` },
          price: `${120 + i * 15}.50`,
          stock: STOCK,
        })),
      )
      .returning({ id: gifts.id });
    const ids = rows.map((r) => r.id);
    const payload = (n: number) => ({
      paymentMethod: 'bank_transfer',
      recipientName: 'Salma Bennani',
      recipientPhone: '0612345678',
      recipientAddress: '12 rue des Roses, Casablanca',
      recipientCity: n % 3 ? 'Casablanca' : 'Fès',
      senderEmail: 'karim@exemple.ma',
      items: [{ giftId: ids[n % GIFTS], quantity: 1 }],
    });

    const statuses: number[] = [];
    let next = 0;
    const client = async () => {
      while (next < ORDERS) {
        const n = next++;
        const res = await app.inject({ method: 'POST', url: '/api/orders', payload: payload(n) });
        statuses.push(res.statusCode);
      }
    };
    const start = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const seconds = (performance.now() - start) / 1000;

    const placed = statuses.filter((s) => s === 201).length;
    const refused = statuses.filter((s) => s === 409).length;
    if (placed !== GIFTS * STOCK || refused !== ORDERS - placed) {
      throw new Error(`stock race broken: ${placed} placed, ${refused} refused, others ${statuses.filter((s) => s !== 201 && s !== 409)}`);
    }
    return [
      { name: `order placement with stock race (${kind}, ${CLIENTS} clients)`, value: Math.round(ORDERS / seconds), unit: 'orders/s', budget: 50, higherIsBetter: true },
      { name: `orders placed out of ${ORDERS} for ${GIFTS * STOCK} units (the rest refused, none failed)`, value: placed, unit: 'orders' },
    ];
  } finally {
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
