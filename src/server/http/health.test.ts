import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';

const { app } = await useTestApp();

describe('readiness', () => {
  it('is ready once the database answers with every migration of this build applied', async () => {
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    await app.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, reason: 'migrations_pending' });
  });

  it('is not ready once shutting down, while liveness still answers', async () => {
    app.lifecycle.shuttingDown = true;
    expect((await app.inject('/readyz')).json()).toEqual({ ok: false, reason: 'shutting_down' });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });
});
