import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/fresh-database.js';
import { LISTENER_NAME } from './client.js';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('listening for NOTIFY on PostgreSQL', async () => {
  const { database, drop } = url ? await freshDatabase() : ({} as Awaited<ReturnType<typeof freshDatabase>>);
  afterAll(() => drop?.());
  const notify = (channel: string, payload: string) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
  const listeners = async () => {
    const { rows } = (await database.db.execute(
      sql`select pid from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
    )) as unknown as { rows: { pid: number }[] };
    return rows.map((r) => r.pid);
  };

  it('uses one connection for every channel, each message reaching its own channel’s listeners', async () => {
    const heard: string[] = [];
    const stops = await Promise.all(['alpha', 'beta'].map((channel) => database.listen(channel, (payload) => heard.push(`${channel}:${payload}`))));
    expect(await listeners()).toHaveLength(1);
    await notify('alpha', 'one');
    await notify('beta', 'two');
    await expect.poll(() => heard.sort()).toEqual(['alpha:one', 'beta:two']);
    for (const stop of stops) await stop();
    await expect.poll(listeners).toHaveLength(0);
  });

  it('reopens a dropped connection, tells every listener it may have missed a message, and hears again', async () => {
    const heard: string[] = [];
    const stops = await Promise.all(['alpha', 'beta'].map((channel) => database.listen(channel, (payload) => heard.push(`${channel}:${payload}`))));
    const [pid] = await listeners();
    await database.db.execute(sql`select pg_terminate_backend(${pid}::int)`);
    await expect.poll(() => heard.sort(), { timeout: 5_000 }).toEqual(['alpha:', 'beta:']);
    await notify('beta', 'back');
    await expect.poll(() => heard).toContain('beta:back');
    expect(await listeners()).toHaveLength(1);
    for (const stop of stops) await stop();
  });
});
