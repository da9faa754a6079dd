import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { countingDb } from '../../../../test/query-counter.js';
import { AdminOrderQuerySchema } from '../../../contracts/admin-orders.js';
import { orders } from '../../db/schema/index.js';
import { signedInAs } from '../catalog/test-session.js';
import { listAdminOrders } from './admin-list.js';
import { signIn } from './test-fixtures.js';

const ctx = await useTestApp();
const db = ctx.database.db;
const admin = (await signedInAs(db, 'admin')).headers;
const customer = await signIn(db, { firstName: 'Salma' });
const COUNT = 10_000;

// 10,000 orders written by the database itself, newest first by number: G1 is the latest.
await db.execute(sql`
  insert into orders (order_number, status, payment_status, payment_method, subtotal_amount, total_amount,
    recipient_name, recipient_phone, recipient_address, recipient_city, delivery_date, created_at)
  select 'CAD-G' || i,
    (array['pending','processing','delivered','cancelled'])[1 + i % 4],
    (array['awaiting_transfer','completed','completed','failed'])[1 + i % 4],
    'bank_transfer', '100.00', '125.00', 'Destinataire ' || i, '+2126' || lpad(i::text, 8, '0'),
    '1 rue des Roses', 'Rabat', case when i % 10 = 0 then date '2030-05-01' end, now() - i * interval '1 minute'
  from generate_series(1, ${COUNT}) as i`);
await db.insert(orders).values([
  { orderNumber: 'CAD-SALMA1', customerId: customer.user.id, paymentMethod: 'bank_transfer', subtotalAmount: '10.00', totalAmount: '10.00',
    recipientName: 'سلمى بنعلي', recipientPhone: '+212677889900', recipientAddress: '2 rue', recipientCity: 'Fès', createdAt: new Date(Date.now() - 86_400_000 * 30) },
  { orderNumber: 'CAD-GUEST1', paymentMethod: 'stripe', status: 'processing', paymentStatus: 'completed', subtotalAmount: '10.00', totalAmount: '10.00',
    recipientName: 'Omar', recipientPhone: '+212611112222', recipientAddress: '3 rue', recipientCity: 'Rabat', deliveryDate: '2026-05-02',
    senderName: 'Nadia', senderEmail: 'nadia.invitee@exemple.ma', senderPhone: '+212655443322', createdAt: new Date('2026-05-01T09:30:00Z') },
]);

const list = (query = '') => ctx.app.inject({ url: `/api/admin/orders${query}`, headers: admin });
const numbers = (res: Awaited<ReturnType<typeof list>>) => (res.json() as { orderNumber: string }[]).map((o) => o.orderNumber);

describe('GET /api/admin/orders', () => {
  it('answers a page of 100, newest first, with the total in X-Total-Count', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(COUNT + 2));
    expect(numbers(res)).toHaveLength(100);
    expect(numbers(res).slice(0, 3)).toEqual(['CAD-G1', 'CAD-G2', 'CAD-G3']);
  });

  it('pages with limit and offset, 500 at most', async () => {
    const second = numbers(await list('?limit=50&offset=50'));
    expect(second[0]).toBe('CAD-G51');
    expect(second).toHaveLength(50);
    expect(numbers(await list('?limit=500'))).toHaveLength(500);
    expect((await list('?limit=501')).statusCode).toBe(400);
  });

  it('filters by status, payment status and delivery date', async () => {
    expect((await list('?status=delivered')).headers['x-total-count']).toBe(String(COUNT / 4));
    expect((await list('?status=pending&paymentStatus=completed')).headers['x-total-count']).toBe('0');
    const toDeliver = await list('?deliveryDate=2030-05-01&limit=500');
    expect(toDeliver.headers['x-total-count']).toBe(String(COUNT / 10));
  });

  it.each([
    ['CAD-G4242', 'CAD-G4242'],
    ['destinataire 9999', 'CAD-G9999'],
    ['06 00 00 77 77', 'CAD-G7777'],
    [customer.user.email.toUpperCase(), 'CAD-SALMA1'],
    ['nadia.invitee@exemple.ma', 'CAD-GUEST1'],
    ['0655 44 33 22', 'CAD-GUEST1'],
  ])('finds %s', async (search, expected) => {
    expect(numbers(await list(`?search=${encodeURIComponent(search)}`))).toContain(expected);
  });

  it('shows the customer behind an order, and none for a guest', async () => {
    const [mine] = (await list('?search=CAD-SALMA1')).json();
    expect(mine.customer).toMatchObject({ firstName: 'Salma', email: customer.user.email });
    expect((await list('?limit=1')).json()[0].customer).toBeNull();
  });

  it('gives a guest order the e-mail and phone the guest gave at checkout', async () => {
    const [guest] = (await list('?search=CAD-GUEST1')).json();
    expect(guest).toMatchObject({ customer: null, senderEmail: 'nadia.invitee@exemple.ma', senderPhone: '+212655443322' });
  });

  // The page, its count, and its lines, history, invoices and parcels each in one query.
  it('reads any page in the same few queries, whatever its size', async () => {
    const counting = countingDb(ctx.database);
    await listAdminOrders(counting.db, AdminOrderQuerySchema.parse({ limit: 5 }), new Date());
    const small = counting.queries();
    counting.reset();
    await listAdminOrders(counting.db, AdminOrderQuerySchema.parse({ limit: 500, search: 'destinataire' }), new Date());
    expect(counting.queries()).toBe(small);
    // One query per kind of thing an order holds, for all the orders of the page at once (extras made it one more).
    expect(small).toBeLessThanOrEqual(7);
  });

  it('refuses visitors (401) and customers (403)', async () => {
    expect((await ctx.app.inject('/api/admin/orders')).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/admin/orders', headers: { cookie: customer.cookie } })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/orders.csv', () => {
  it('exports the filtered orders for Excel: BOM, semicolons, Arabic kept, formulas defused', async () => {
    await db.insert(orders).values({
      orderNumber: 'CAD-FORMULA', paymentMethod: 'bank_transfer', subtotalAmount: '1.00', totalAmount: '1.00',
      recipientName: '=HYPERLINK("http://evil")', recipientPhone: '+212600000001', recipientAddress: 'x', recipientCity: 'Rabat',
      deliveryDate: '2031-01-01',
    });
    const res = await ctx.app.inject({ url: '/api/admin/orders.csv?search=CAD-SALMA1', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="commandes-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.body.startsWith('\uFEFF"N° commande";"Date"')).toBe(true);
    const rows = res.body.trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('"سلمى بنعلي"');
    expect(rows[1]).toContain('"Salma"');
    const formula = await ctx.app.inject({ url: '/api/admin/orders.csv?deliveryDate=2031-01-01', headers: admin });
    expect(formula.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('gives a guest’s e-mail and phone, French words and Morocco’s time', async () => {
    const res = await ctx.app.inject({ url: '/api/admin/orders.csv?search=CAD-GUEST1', headers: admin });
    const [header, row] = res.body.replace('\uFEFF', '').trim().split('\r\n');
    const fields = (line = '') => line.split(';').map((f) => f.slice(1, -1));
    const named = Object.fromEntries(fields(header).map((name, i) => [name, fields(row)[i]]));
    expect(named).toMatchObject({
      Date: '01/05/2026 10:30',
      Statut: 'En cours',
      Paiement: 'Payé',
      'Moyen de paiement': 'Carte bancaire',
      Client: 'Nadia (invité)',
      'E-mail client': 'nadia.invitee@exemple.ma',
      // The apostrophe keeps Excel from reading the phone as a formula (csvField).
      'Téléphone client': "'+212655443322",
      'Date de livraison': '02/05/2026',
    });
  });

  it('exports every matching order, past one page', async () => {
    const res = await ctx.app.inject({ url: '/api/admin/orders.csv?status=cancelled', headers: admin });
    expect(res.body.trim().split('\r\n')).toHaveLength(COUNT / 4 + 1);
  });
});
