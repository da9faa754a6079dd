import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { seedIfEmpty } from '../src/server/db/seed/index.js';
import { localStorage } from '../src/server/lib/storage/storage.js';
import { signedInAs } from '../src/server/modules/catalog/test-session.js';
import { foldOrderHours } from '../src/server/modules/dashboard/index.js';
import { ADMIN_ORDER_PAGE_SIZE as PAGE_SIZE } from '../src/contracts/admin-order-pages.js';
import { runOnServer, withDatabase } from '../test/fresh-database.js';
import { bareFastifyUnderLoad, CONNECTIONS, underLoad } from './load.js';
import { round, type Measure } from './types.js';

const ORDERS = 100_000;
const CUSTOMERS = 2_000;
const PORT = Number(process.env.BENCH_PORT ?? 4700);
const P99_BUDGET_MS = 50;
const ALONE = 20;

/**
 * One request at a time, each after the owner's own write (a note on an order), which clears the
 * kept answers: what the owner waits for when the answer is read afresh, apart from what 50
 * connections queue for.
 */
async function alone(url: string, headers: Record<string, string>, write: () => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < ALONE; i++) {
    await write();
    const start = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[ALONE / 2]!;
}

// What the owner's screens ask: the order list a page of 20 at a time.
const paths = [
  { label: 'GET /api/admin/orders?limit=20 (first page)', path: `/api/admin/orders?limit=${PAGE_SIZE}` },
  { label: 'GET /api/admin/orders?status=processing&limit=20', path: `/api/admin/orders?status=processing&limit=${PAGE_SIZE}` },
  { label: 'GET /api/admin/orders?search=salma&limit=20', path: `/api/admin/orders?search=salma&limit=${PAGE_SIZE}` },
  { label: 'GET /api/dashboard/stats', path: '/api/dashboard/stats' },
];

/**
 * The back office's heaviest reads under load: 100,000 orders (with their lines and events) on
 * the PostgreSQL server of DATABASE_URL, in a database of its own dropped afterwards.
 */
export async function benchAdmin(): Promise<Measure[]> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('needs DATABASE_URL (a PostgreSQL server where it may create a database)');
  const name = `bench_admin_${process.pid}`;
  await runOnServer(url, `create database ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'cadeaux-bench-admin-'));
  const database = await openDatabase({ url: withDatabase(url, name) });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    const storage = localStorage(join(dataDir, 'uploads'));
    await seedIfEmpty(database.db, storage, { images: false, demoAccounts: false });
    const start = performance.now();
    await generateOrders(database.db);
    const generated = (performance.now() - start) / 1000;
    const admin = await signedInAs(database.db, 'admin');

    const config = loadConfig({ SHOP_MODE: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'silent' });
    app = await buildApp({ config, database, storage, webDir: null });
    const address = await app.listen({ host: '127.0.0.1', port: PORT });

    const [{ id: noted }] = (await (await fetch(`${address}/api/admin/orders?limit=1`, { headers: admin.headers })).json()) as [{ id: string }];
    const addNote = async () => {
      const note = await fetch(`${address}/api/admin/orders/${noted}/notes`, {
        method: 'POST',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ note: 'Rappeler le client' }),
      });
      if (note.status !== 201) throw new Error(`a note answered ${note.status}`);
    };
    const measures: Measure[] = [{ name: `${ORDERS} orders with lines and events generated`, value: round(generated), unit: 's' }];
    measures.push(...(await bareFastifyUnderLoad(PORT + 1)));
    for (const { label, path } of paths) {
      const check = await fetch(address + path, { headers: admin.headers });
      if (!check.ok) throw new Error(`${label} answered ${check.status}: ${await check.text()}`);
      const total = check.headers.get('x-total-count');
      const result = await underLoad({ url: address + path, headers: admin.headers });
      if (result.non2xx || result.errors) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors (${result.timeouts} timeouts)`);
      const shown = total ? `${label} (${total} matching)` : label;
      measures.push(
        {
          name: `${label} alone, read afresh (median of ${ALONE} one after another)`,
          value: round(await alone(address + path, admin.headers, addNote)),
          unit: 'ms',
        },
        { name: `${shown}, ${CONNECTIONS} connections`, value: Math.round(result.requests.average), unit: 'req/s', higherIsBetter: true },
        { name: `${label} p99 latency`, value: result.latency.p99, unit: 'ms', budget: P99_BUDGET_MS },
      );
    }
    return measures;
  } finally {
    await app?.close();
    await database.close();
    await runOnServer(url, `drop database if exists ${name}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Orders as a shop that sold for 90 days would hold them, written by the database itself: a
 * customer on one order in five (the rest guests), every status and payment state, one or two
 * lines from the catalogue, a history of one to three events, deliveries over the days around.
 */
async function generateOrders(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, phone, city)
    select 'client' || i || '@exemple.ma', 'unused', (array['Salma','Karim','Yasmine','Omar','Nadia'])[1 + i % 5],
      'Client ' || i, '+2126' || lpad(i::text, 8, '0'), 'Casablanca'
    from generate_series(1, ${CUSTOMERS}) as i`);
  await db.execute(sql`
    with customers as (select array_agg(id order by email) as ids from users where role = 'customer')
    insert into orders (order_number, customer_id, status, payment_status, payment_method, subtotal_amount, delivery_fee,
      total_amount, delivery_zone, delivery_date, recipient_name, recipient_phone, recipient_address, recipient_city,
      personal_message, sender_name, sender_email, created_at, updated_at)
    select 'CAD-B' || lpad(i::text, 6, '0'),
      case when i % 5 = 0 then customers.ids[1 + i % ${CUSTOMERS}] end,
      (array['pending','processing','delivered','delivered','delivered','cancelled'])[1 + i % 6],
      (array['awaiting_transfer','completed','completed','completed','completed','failed'])[1 + i % 6],
      case when i % 3 = 0 then 'bank_transfer' else 'stripe' end,
      (100 + i % 900)::numeric(10,2), 30, (130 + i % 900)::numeric(10,2), 'casablanca',
      (now() - i * interval '78 seconds' + interval '2 days')::date,
      (array['Salma','Youssef','Fatima','Mehdi','Imane','Hamza'])[1 + i % 6] || ' ' || (array['Bennani','Alaoui','Tazi','Idrissi'])[1 + i % 4],
      '+2126' || lpad((i * 7919 % 100000000)::text, 8, '0'), i || ' rue des Roses', 'Casablanca',
      'Joyeux anniversaire !', 'Karim', 'sender' || i || '@exemple.ma',
      now() - i * interval '78 seconds', now() - i * interval '78 seconds'
    from generate_series(1, ${ORDERS}) as i, customers`);
  await db.execute(sql`
    with catalogue as (select array_agg(id order by slug) as ids, count(*)::int as n from gifts)
    insert into order_items (order_id, gift_id, name, gift_type, unit_price, quantity)
    select o.id, g.id, g.name, g.type, g.price, 1 + line
    from orders o
      cross join catalogue
      cross join lateral generate_series(0, (hashtext(o.order_number) & 1)) as line
      join gifts g on g.id = catalogue.ids[1 + abs(hashtext(o.order_number || line)) % catalogue.n]`);
  await db.execute(sql`
    insert into order_events (order_id, type, status, actor, created_at)
    select o.id, case when step = 0 then 'created' else 'status' end,
      case when step = 0 then 'pending' else o.status end, case when step = 0 then 'customer' else 'admin' end,
      o.created_at + step * interval '1 hour'
    from orders o cross join lateral generate_series(0, case when o.status = 'pending' then 0 else 1 end) as step`);
  // As the hourly job and autovacuum leave a live shop: its per-hour figures folded, statistics,
  // and a visibility map for index-only counts.
  await foldOrderHours(db);
  await db.execute(sql`vacuum analyze`);
}
