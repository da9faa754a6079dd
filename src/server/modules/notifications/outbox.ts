import type { DbOrTx } from '../../db/client.js';

export interface OutboxMessage {
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  /** What the message is (password_reset, order_confirmation…), for the admin's list. */
  template: string;
  subject?: string;
  body: string;
  html?: string;
}

/** Queues a message in the caller's transaction; the worker sends it later, with retries. */
export async function enqueue(_db: DbOrTx, _message: OutboxMessage): Promise<void> {}
