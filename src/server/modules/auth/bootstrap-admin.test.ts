import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.js';
import { users } from '../../db/schema/index.js';
import { ensureAdmin } from './bootstrap-admin.js';

const { app, database } = await useTestApp();
const db = database.db;

let ip = 0;
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', remoteAddress: `10.4.0.${++ip}`, payload: { email, password } });
const cookieOf = (res: Awaited<ReturnType<typeof login>>) => `sid=${res.cookies.find((c) => c.name === 'sid')?.value}`;
const roleOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]?.role;

describe('the first admin', () => {
  it('creates an admin account that can sign in', async () => {
    await ensureAdmin(db, ' Patron@Cadeaux.MA ', 'Admin-Secret-1');
    const res = await login('patron@cadeaux.ma', 'Admin-Secret-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('admin');
  });

  it('promotes an existing customer and sets that password', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'gerant@cadeaux.ma', password: 'Customer-1', firstName: 'Rachid' },
    });
    await ensureAdmin(db, 'gerant@cadeaux.ma', 'Admin-Secret-2');
    expect(await roleOf('gerant@cadeaux.ma')).toBe('admin');
    expect((await login('gerant@cadeaux.ma', 'Customer-1')).statusCode).toBe(401);
    expect((await login('gerant@cadeaux.ma', 'Admin-Secret-2')).json()).toMatchObject({ role: 'admin', firstName: 'Rachid' });
  });

  it('keeps sessions on a restart with the same password and ends them when the password changes', async () => {
    await ensureAdmin(db, 'boss@cadeaux.ma', 'Admin-Secret-3');
    const cookie = cookieOf(await login('boss@cadeaux.ma', 'Admin-Secret-3'));
    const me = () => app.inject({ url: '/api/user', headers: { cookie } });
    await ensureAdmin(db, 'boss@cadeaux.ma', 'Admin-Secret-3');
    expect((await me()).statusCode).toBe(200);
    await ensureAdmin(db, 'boss@cadeaux.ma', 'Admin-Secret-4');
    expect((await me()).statusCode).toBe(401);
  });
});

describe('demo accounts', () => {
  it('creates the demo customer and admin once and prints their credentials', async () => {
    const lines: string[] = [];
    await seedDemoAccounts(db, (line) => lines.push(line));
    await seedDemoAccounts(db, () => {});
    expect(lines.join('\n')).toContain('client@cadeaux.ma / Client123!');
    expect(lines.join('\n')).toContain('admin@cadeaux.ma / Admin123!');
    expect((await login('client@cadeaux.ma', 'Client123!')).json()).toMatchObject({ role: 'customer', city: 'Casablanca' });
    expect((await login('admin@cadeaux.ma', 'Admin123!')).json().role).toBe('admin');
    expect(await db.select().from(users).where(eq(users.email, 'client@cadeaux.ma'))).toHaveLength(1);
  });
});
