import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { migrationsFolder } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by a shutdown: /readyz answers 503 so that a load balancer stops sending requests here. */
    lifecycle: { shuttingDown: boolean };
  }
}

/** How many migrations this build ships; a database that has applied fewer is not ready for it. */
const shippedMigrations = (): number =>
  (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

/** A database that takes longer than this to answer counts as unreachable. */
const DB_CHECK_MS = 2_000;

async function appliedMigrations(db: Db): Promise<number> {
  const check = db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('database check timed out')), DB_CHECK_MS).unref());
  const result = (await Promise.race([check, timeout])) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/**
 * `/healthz` (liveness: the process answers and reaches its database) and `/readyz` (readiness: the
 * database answers, this build's migrations are applied and the process is not shutting down).
 */
export function registerHealth(app: FastifyInstance, db: Db) {
  const expected = shippedMigrations();
  app.decorate('lifecycle', { shuttingDown: false });

  app.get('/healthz', async () => {
    await db.execute('select 1');
    return { ok: true };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.lifecycle.shuttingDown) return reply.code(503).send({ ok: false, reason: 'shutting_down' });
    let applied: number;
    try {
      applied = await appliedMigrations(db);
    } catch {
      return reply.code(503).send({ ok: false, reason: 'database_unreachable' });
    }
    if (applied < expected) return reply.code(503).send({ ok: false, reason: 'migrations_pending' });
    return { ok: true };
  });
}
