import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnServer, withDatabase } from '../../test/fresh-database.js';
import { freePort, startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { openDatabase, type Database } from './db/client.js';
import { addGift, orderPayload, signIn, stockOf } from './modules/orders/test-fixtures.js';

const url = process.env.DATABASE_URL;
const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const json = { 'content-type': 'application/json' };

/**
 * Two server processes on one PostgreSQL database, each with a data folder of its own (nothing
 * shared but the database): what one does, the other sees.
 */
describe.skipIf(!url)('two server processes on one PostgreSQL database', () => {
  const name = `st_copies_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const folders = [mkdtempSync(join(tmpdir(), 'cadeaux-copy-a-')), mkdtempSync(join(tmpdir(), 'cadeaux-copy-b-'))];
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    await runOnServer(url!, `create database ${name}`);
    database = await openDatabase({ url: withDatabase(url!, name) });
    await database.migrate();
    const env = (dataDir: string) => ({
      DATABASE_URL: withDatabase(url!, name),
      DATA_DIR: dataDir,
      ORDER_LIMIT_PER_HOUR: '100000',
      ORDER_LIMIT_PER_ADDRESS_PER_HOUR: '100000',
      UNPAID_UNITS_PER_GIFT: '100000',
      UNPAID_STOCK_SHARE_PERCENT: '100',
    });
    [a, b] = await Promise.all([
      freePort().then((port) => startServerProcess(port, env(folders[0]!))),
      freePort().then((port) => startServerProcess(port, env(folders[1]!))),
    ]);
  }, 120_000);

  afterAll(async () => {
    for (const copy of [a, b]) if (copy?.child.exitCode === null) copy.child.kill('SIGKILL');
    await Promise.all([a?.exited, b?.exited]);
    await database?.close();
    await runOnServer(url!, `drop database if exists ${name} with (force)`);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('a session opened on one copy is valid on the other, and signing out on the other ends it on both within a second', async () => {
    const email = `amina-${Date.now()}@exemple.ma`;
    const registered = await fetch(`${a.url}/api/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'Secret123!', firstName: 'Amina' }),
    });
    expect(registered.status).toBe(201);
    const cookie = cookieOf(registered);
    const me = await fetch(`${b.url}/api/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);
    // Copy A keeps the session it has just read (http/session.ts): its end on B reaches A within a second.
    expect((await fetch(`${a.url}/api/user`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${b.url}/api/logout`, { method: 'POST', headers: { cookie } })).status).toBeLessThan(300);
    await expect.poll(async () => (await fetch(`${a.url}/api/user`, { headers: { cookie } })).status, { timeout: 1_000 }).toBe(401);
  });

  it('a rate limit counts the attempts made on both copies', async () => {
    const login = (copy: ServerProcess) =>
      fetch(`${copy.url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'personne@exemple.ma', password: 'mauvais' }) }).then(
        (r) => r.status,
      );
    // Ten attempts per address and e-mail in 15 minutes (src/server/modules/auth/limits.ts): five on each copy.
    for (let i = 0; i < 5; i++) expect([await login(a), await login(b)]).toEqual([401, 401]);
    expect(await login(a)).toBe(429);
    expect(await login(b)).toBe(429);
  });

  it('100 buyers racing on both copies for the last 20 units: exactly 20 orders, stock 0, no server error', async () => {
    const gift = await addGift(database.db, { stock: 20, price: '150.00' });
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        fetch(`${(i % 2 ? a : b).url}/api/orders`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify(orderPayload([{ giftId: gift.id, quantity: 1 }], { senderEmail: `acheteur-${i}@exemple.ma` })),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(80);
    expect(await stockOf(database.db, gift.id)).toBe(0);
    const sold = (await database.db.execute(
      sql`select coalesce(sum(quantity), 0)::int as n from order_items where gift_id = ${gift.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(sold.rows[0]!.n).toBe(20);
  });

  it('a picture uploaded through one copy is served by the other', async () => {
    const { cookie } = await signIn(database.db, { role: 'admin' });
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2e86c1' } }).png().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const uploaded = await fetch(`${a.url}/api/upload`, { method: 'POST', headers: { cookie }, body: form });
    expect(uploaded.status).toBe(201);
    const { url: path } = (await uploaded.json()) as { url: string };
    const served = await fetch(`${b.url}${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
    const etag = served.headers.get('etag')!;
    expect((await fetch(`${a.url}${path}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('an order changed through one copy is in the other copy’s back office within a second', async () => {
    const { cookie } = await signIn(database.db, { role: 'admin' });
    const gift = await addGift(database.db, { stock: 5 });
    const placed = await fetch(`${a.url}/api/orders`, { method: 'POST', headers: json, body: JSON.stringify(orderPayload([{ giftId: gift.id, quantity: 1 }])) });
    const order = (await placed.json()) as { id: string; orderNumber: string };
    const statusOnB = async () => {
      const page = await fetch(`${b.url}/api/admin/orders?search=${order.orderNumber}`, { headers: { cookie } });
      return ((await page.json()) as { status: string }[])[0]?.status;
    };
    expect(await statusOnB()).toBe('pending');
    const changed = await fetch(`${a.url}/api/admin/orders/${order.id}/status`, {
      method: 'PATCH',
      headers: { ...json, cookie },
      body: JSON.stringify({ status: 'processing' }),
    });
    expect(changed.status).toBe(200);
    const until = Date.now() + 1_000;
    while ((await statusOnB()) !== 'processing' && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await statusOnB()).toBe('processing');
  });

  it('a gift’s price and the shop’s name changed through one copy are in the other copy’s answers within a second', async () => {
    const { cookie } = await signIn(database.db, { role: 'admin' });
    const gift = await addGift(database.db, { price: '100.00' });
    const onB = async () => {
      const [price, look] = await Promise.all([fetch(`${b.url}/api/gifts/${gift.id}`), fetch(`${b.url}/api/appearance`)]);
      return [((await price.json()) as { price: string }).price, ((await look.json()) as { company_name: string }).company_name];
    };
    // Read twice: the second answer comes from B's memory.
    await onB();
    expect((await onB())[0]).toBe('100.00');
    const write = (method: string, path: string, body: object) => fetch(`${a.url}${path}`, { method, headers: { ...json, cookie }, body: JSON.stringify(body) });
    expect((await write('PATCH', `/api/gifts/${gift.id}`, { price: 140 })).status).toBe(200);
    expect((await write('POST', '/api/settings', { key: 'company_name', value: 'Maison Lina' })).status).toBe(200);
    await expect.poll(onB, { timeout: 1_000 }).toEqual(['140.00', 'Maison Lina']);
  });
});
