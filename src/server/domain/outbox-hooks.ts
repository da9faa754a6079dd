import type { Db, DbOrTx } from '../db/client.js';
import type { outbox } from '../db/schema/index.js';
import { wiredLists } from './wired-lists.js';

type OutboxRow = typeof outbox.$inferSelect;

/** What an e-mail carries as it leaves besides its stored text: a file, and maybe its text written again. */
export interface MailAddition {
  attachment: { filename: string; content: Buffer };
  subject?: string;
  text?: string;
  html?: string;
}

/**
 * What other modules add to the outbox worker's sending. The worker calls these lists and imports
 * none of the modules on them; `modules/index.ts` wires them (decision 044).
 */
export interface OutboxHooks {
  /** As an e-mail is sent: its attachment (an invoice's PDF, drawn then), or undefined when it has none. */
  mailAdditions: ((db: DbOrTx, row: OutboxRow, publicUrl: string) => Promise<MailAddition | undefined>)[];
  /** A text that will not leave by itself (held, or failed after its last try): someone else may be told. */
  textsGivenUp: ((db: Db, row: OutboxRow, deps: { now: Date; publicUrl: string }) => Promise<void>)[];
}

// Unwired, a message sent would leave without its invoice: reading them fails loudly instead.
const lists = wiredLists<OutboxHooks>('Outbox hooks');
export const wireOutboxHooks = lists.wire;
export const outboxHooks = lists.get;
