import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { giftCodes, rateLimits, users } from '../../db/schema/index.js';
import { cookieFrom, signIn } from '../orders/test-fixtures.js';
import { paidDigitalOrder } from './test-fixtures.js';

const { app, database } = await useTestApp();
const db = database.db;
beforeEach(() => db.delete(rateLimits));

const PASSWORD = 'Comptoir-Spa-2026';
const asAdmin = async () => ({ cookie: (await signIn(db, { role: 'admin' })).cookie });
const list = async (headers: { cookie: string }) => app.inject({ url: '/api/admin/partners', headers });
const add = (headers: { cookie: string }, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/admin/partners', headers, payload });
const login = (email: string, password = PASSWORD) => app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const checkCode = (code: string, cookie: string) => app.inject({ url: `/api/gift-codes/${code}`, headers: { cookie } });

describe('partners in the back office', () => {
  it('adds a counter that signs in with the password given and may check codes, listed with what it redeemed', async () => {
    const admin = await asAdmin();
    const added = await add(admin, { name: 'Spa Atlas', email: ' Accueil@SpaAtlas.ma ', password: PASSWORD });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Spa Atlas', email: 'accueil@spaatlas.ma', redeemed: 0, lastRedeemedAt: null });

    const session = await login('accueil@spaatlas.ma');
    expect(session.statusCode).toBe(200);
    const cookie = cookieFrom(session, 'sid');
    const { order } = await paidDigitalOrder(app, db);
    const [code] = await db.select().from(giftCodes).where(eq(giftCodes.orderId, order.id));
    expect((await checkCode(code!.code, cookie)).json().status).toBe('valid');
    expect((await app.inject({ method: 'POST', url: `/api/gift-codes/${code!.code}/redeem`, headers: { cookie } })).statusCode).toBe(200);

    const partner = (await list(admin)).json().find((p: { email: string }) => p.email === 'accueil@spaatlas.ma');
    expect(partner).toMatchObject({ name: 'Spa Atlas', redeemed: 1, lastRedeemedAt: expect.any(String) });
  });

  it('refuses an address that already has an account, and leaves that account as it was', async () => {
    const customer = await signIn(db);
    const refused = await add(await asAdmin(), { name: 'Riad Yasmine', email: customer.user.email, password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('email_taken');
    const [after] = await db.select().from(users).where(eq(users.id, customer.user.id));
    expect(after).toMatchObject({ role: 'customer', passwordHash: customer.user.passwordHash, firstName: customer.user.firstName });
  });

  it('says what is wrong with each field, and creates nothing', async () => {
    const refused = await add(await asAdmin(), { name: '', email: 'pas-une-adresse', password: 'court' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'name', 'password']);
    expect(await db.select().from(users).where(eq(users.email, 'pas-une-adresse'))).toEqual([]);
  });

  it('is for admins only', async () => {
    for (const role of ['customer', 'partner'] as const) {
      const { cookie } = await signIn(db, { role });
      expect((await list({ cookie })).statusCode).toBe(403);
      expect((await add({ cookie }, { name: 'X', email: 'x@exemple.ma', password: PASSWORD })).statusCode).toBe(403);
    }
    expect((await app.inject({ url: '/api/admin/partners' })).statusCode).toBe(401);
  });

  it('takes the screen away from a partner at once: its sessions end, it leaves the list, its redemptions keep its name', async () => {
    const admin = await asAdmin();
    const partner = await signIn(db, { role: 'partner', firstName: 'Hammam Zitoun' });
    expect((await checkCode('ABCDEFGHJKLM', partner.cookie)).statusCode).toBe(404);

    const revoke = () => app.inject({ method: 'DELETE', url: `/api/admin/partners/${partner.user.id}`, headers: admin });
    expect((await revoke()).statusCode).toBe(204);
    expect((await checkCode('ABCDEFGHJKLM', partner.cookie)).statusCode).toBe(401);
    expect((await list(admin)).json().map((p: { id: string }) => p.id)).not.toContain(partner.user.id);
    const [after] = await db.select().from(users).where(eq(users.id, partner.user.id));
    expect(after?.role).toBe('customer');
    expect((await revoke()).statusCode).toBe(404);
  });

  it('never takes an admin’s access away through this screen', async () => {
    const admin = await asAdmin();
    const other = await signIn(db, { role: 'admin' });
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/partners/${other.user.id}`, headers: admin })).statusCode).toBe(404);
    const [after] = await db.select().from(users).where(eq(users.id, other.user.id));
    expect(after?.role).toBe('admin');
  });
});
