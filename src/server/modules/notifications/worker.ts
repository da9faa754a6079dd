import type { AppDeps } from '../../app.js';

/** Sends due outbox messages. */
export async function processOutbox(_deps: AppDeps): Promise<void> {}
