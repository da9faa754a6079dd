import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helper.js';
import { countingDb } from '../../../test/query-counter.js';
import { sessions, users } from '../db/schema/index.js';
import { registerCaches } from '../lib/caches/registry.js';
import { signIn } from '../modules/orders/test-fixtures.js';
import { endSession, registerSession, requireAdmin } from './session.js';

const { database, drop } = await freshDatabase();
const counted = countingDb(database);
const app = Fastify();
await app.register(cookie);
await registerCaches(app, database);
registerSession(app, counted.db);
app.get('/api/me', async (request) => ({ email: request.user?.email ?? null }));
app.get('/api/admin/area', { onRequest: requireAdmin }, async () => ({ ok: true }));
app.post('/api/logout', { config: { changes: ['sessions'] } }, async (request, reply) => {
  await endSession(counted.db, request, reply);
  return { ok: true };
});
afterAll(async () => {
  await app.close();
  await drop();
});

const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('the sessions a copy keeps', () => {
  it('reads a session once for a run of requests, not once per request', async () => {
    const { user, cookie } = await signIn(database.db);
    // The first request renews the day-old session, whose notice then clears what was kept.
    expect((await me(cookie)).json()).toEqual({ email: user.email });
    const queriesOf = async (requests: number) => {
      counted.reset();
      for (let i = 0; i < requests; i++) expect((await me(cookie)).json()).toEqual({ email: user.email });
      return counted.queries();
    };
    await expect.poll(() => queriesOf(1)).toBe(0);
    expect(await queriesOf(10)).toBe(0);
  });

  it('refuses a session ended elsewhere (another copy, a job) within a second', async () => {
    const { user, cookie } = await signIn(database.db);
    await me(cookie);
    expect((await me(cookie)).json()).toEqual({ email: user.email });
    await database.db.delete(sessions).where(eq(sessions.userId, user.id));
    await expect.poll(async () => (await me(cookie)).json(), { timeout: 1_000 }).toEqual({ email: null });
  });

  it('takes the back office from an admin demoted elsewhere within a second', async () => {
    const { user, cookie } = await signIn(database.db, { role: 'admin' });
    const area = () => app.inject({ method: 'GET', url: '/api/admin/area', headers: { cookie } });
    expect((await area()).statusCode).toBe(200);
    expect((await area()).statusCode).toBe(200);
    await database.db.update(users).set({ role: 'customer' }).where(eq(users.id, user.id));
    await expect.poll(async () => (await area()).statusCode, { timeout: 1_000 }).toBe(403);
  });

  it('ends a session signed out on this copy at once', async () => {
    const { cookie } = await signIn(database.db);
    await me(cookie);
    await me(cookie);
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBe(200);
    expect((await me(cookie)).json()).toEqual({ email: null });
  });
});
