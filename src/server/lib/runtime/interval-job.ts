import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` every `everyMs`, never two at once; errors are logged and the next tick tries again.
 * Work is found in the database each tick, so a restart loses nothing.
 */
export function intervalJob(name: string, everyMs: number, task: () => Promise<unknown>, log: FastifyBaseLogger) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = task()
      .catch((err) => log.error({ err, job: name }, 'job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
