import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runOnServer, withDatabase } from '../../test/fresh-database.js';
import { freePort, startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { startSmtpServer, type TestSmtp } from '../../test/smtp.js';
import { openDatabase, type Database } from './db/client.js';
import { addGift, orderPayload } from './modules/orders/test-fixtures.js';

const url = process.env.DATABASE_URL;
const INITIAL_STOCK = 500;
const BUYERS = 48;

/** One buyer: places an order (a card one pays with the test card) and stops at the first failure. */
async function buy(server: string, i: number, giftIds: string[]) {
  const card = i % 3 === 0;
  const placed = await fetch(`${server}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      orderPayload([{ giftId: giftIds[i % giftIds.length]!, quantity: 1 + (i % 3) }], {
        senderEmail: `acheteur-${i}@exemple.ma`,
        paymentMethod: card ? 'stripe' : 'bank_transfer',
      }),
    ),
  });
  if (placed.status !== 201 || !card) return;
  const cookie = placed.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const headers = { 'content-type': 'application/json', cookie };
  const { id } = (await placed.json()) as { id: string };
  const intent = await fetch(`${server}/api/create-payment-intent`, { method: 'POST', headers, body: JSON.stringify({ orderId: id }) });
  if (intent.status !== 200) return;
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
  await fetch(`${server}/api/payments/test/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }),
  });
}

async function until(what: string, check: () => Promise<boolean>, ms = 90_000) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(250)) if (await check()) return;
  throw new Error(`still not true after ${ms} ms: ${what}`);
}

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe.skipIf(!url)('a server killed in the middle of a burst of orders and payments (PostgreSQL)', () => {
  const name = `st_crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'cadeaux-crash-'));
  let database: Database;
  let smtp: TestSmtp;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await smtp?.close();
    await database?.close();
    await runOnServer(url!, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('comes back with whole orders, the stock they hold, each e-mail sent once and expiry running', { timeout: 300_000 }, async () => {
    await runOnServer(url!, `create database ${name}`);
    database = await openDatabase({ url: withDatabase(url!, name) });
    await database.migrate();
    const giftIds = await Promise.all([1, 2, 3].map(async () => (await addGift(database.db, { stock: INITIAL_STOCK })).id));
    smtp = await startSmtpServer();
    const port = await freePort();
    const env = {
      DATABASE_URL: withDatabase(url!, name),
      DATA_DIR: dataDir,
      SMTP_HOST: smtp.host,
      SMTP_PORT: String(smtp.port),
      ORDER_LIMIT_PER_HOUR: '100000',
      ORDER_LIMIT_PER_ADDRESS_PER_HOUR: '100000',
      UNPAID_UNITS_PER_GIFT: '100000',
      UNPAID_STOCK_SHARE_PERCENT: '100',
    };

    server = await startServerProcess(port, env);
    const placedCount = () => rows<{ n: number }>(database, sql`select count(*)::int as n from orders`).then((r) => r[0]!.n);
    let next = 0;
    const buyers = Array.from({ length: 8 }, async () => {
      while (next < BUYERS) await buy(server!.url, next++, giftIds).catch(() => {});
    });
    await until('a third of the orders placed', async () => (await placedCount()) >= BUYERS / 3);
    server.child.kill('SIGKILL');
    expect((await server.exited).signal).toBe('SIGKILL');
    await Promise.all(buyers);

    // Half of the unpaid orders are now past their expiry: the restarted copy must cancel them.
    const due = await rows<{ id: string }>(
      database,
      sql`update orders set expires_at = now() - interval '1 minute'
          where id in (select id from orders where status = 'pending' and payment_status <> 'completed' order by id limit 8)
          returning id`,
    );
    expect(due.length).toBeGreaterThan(0);

    server = await startServerProcess(port, env);
    await until('the overdue orders expired', async () => {
      const left = await rows<{ n: number }>(database, sql`select count(*)::int as n from orders where status = 'pending' and expires_at < now() and payment_status <> 'completed'`);
      return left[0]!.n === 0;
    });
    await until('the outbox emptied', async () => {
      const left = await rows<{ n: number }>(database, sql`select count(*)::int as n from outbox where status = 'pending'`);
      return left[0]!.n === 0;
    });

    // No half-written order: every order has its lines and its history.
    const bare = await rows<{ id: string }>(
      database,
      sql`select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)
          or not exists (select 1 from order_events e where e.order_id = o.id)`,
    );
    expect(bare).toEqual([]);

    // Stock: what the catalogue started with, less what live (not cancelled or expired) orders hold.
    const stock = await rows<{ id: string; stock: number; held: number }>(
      database,
      sql`select g.id, g.stock, coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
          where i.gift_id = g.id and o.status <> 'cancelled'), 0)::int as held from gifts g`,
    );
    for (const g of stock) expect(g.stock, g.id).toBe(INITIAL_STOCK - g.held);
    const expired = await rows<{ status: string }>(database, sql`select status from orders where id in ${due.map((d) => d.id)}`);
    expect(expired.every((o) => o.status === 'cancelled')).toBe(true);

    // Each message sent once: what the mail server received is exactly what the outbox marked sent,
    // plus at most one copy of a message the killed copy was sending (retried when its lease ends).
    const outbox = await rows<{ recipient: string; subject: string; status: string }>(database, sql`select recipient, subject, status from outbox`);
    expect(outbox.length).toBeGreaterThan(0);
    const key = (to: string, subject: string) => `${to.toLowerCase()} ${subject}`;
    const received = new Map<string, number>();
    for (const m of smtp.messages) for (const to of m.to) received.set(key(to, m.subject), (received.get(key(to, m.subject)) ?? 0) + 1);
    for (const row of outbox) {
      const count = received.get(key(row.recipient, row.subject)) ?? 0;
      if (row.status === 'sent') expect(count, `${row.recipient}: ${row.subject}`).toBe(1);
      else expect([row.status, count <= 1]).toEqual(['sending', true]);
    }
    expect(outbox.filter((row) => row.status === 'sending').length).toBeLessThanOrEqual(1);
    expect(smtp.messages.length).toBeLessThanOrEqual(outbox.length);
  });
});
