import { setTimeout as sleep } from 'node:timers/promises';
import type { App } from './app.js';
import type { Database } from './db/client.js';

export interface ShutdownOptions {
  /** Time /readyz answers 503 before the listener closes, for a load balancer to notice. */
  delayMs: number;
  /** Time in-flight requests have to finish; past it their connections are cut. */
  timeoutMs: number;
}

/**
 * A graceful stop: not ready at once, then no new connections, in-flight requests finished (within
 * `timeoutMs`), background jobs stopped after their current run, database closed. Answers the exit
 * code: 0, or 1 when requests had to be cut.
 */
export async function shutDown(app: App, stopJobs: () => Promise<unknown>, database: Database, opts: ShutdownOptions): Promise<number> {
  app.lifecycle.shuttingDown = true;
  if (opts.delayMs > 0) await sleep(opts.delayMs);
  let cut = false;
  // A keep-alive connection whose request ends after close() would stay open until the client
  // drops it (5 s for Node's agent): close each one as soon as it falls idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  const drained = app.close().then(() => 'drained' as const).finally(() => clearInterval(sweep));
  const late = sleep(opts.timeoutMs, 'late' as const, { ref: false });
  const jobs = stopJobs();
  if ((await Promise.race([drained, late])) === 'late') {
    cut = true;
    app.log.warn(`Requests still running after ${opts.timeoutMs} ms: closing their connections`);
    app.server.closeAllConnections();
    await drained;
  }
  await jobs;
  await database.close();
  return cut ? 1 : 0;
}
