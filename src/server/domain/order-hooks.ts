import type { DbOrTx } from '../db/client.js';
import type { orders } from '../db/schema/index.js';
import type { AppError } from '../http/app-error.js';
import { wiredLists } from './wired-lists.js';

type OrderRow = typeof orders.$inferSelect;

/**
 * What other modules do when an order moves, each in the transaction of the move. Orders call these
 * lists and know nothing of who is on them; `modules/index.ts` wires them (decision 044), in the
 * order the work must happen: the invoice before the gift codes, as a receipt carries the invoice.
 */
export interface OrderHooks {
  /** Paid, and the order goes on: its invoice and receipt, its digital gifts' codes. */
  paid: ((tx: DbOrTx, order: OrderRow, now: Date) => Promise<void>)[];
  /** Money received for an order already cancelled: it goes back, invoiced then cancelled by a credit note. */
  paidWhileCancelled: ((tx: DbOrTx, orderId: string, now: Date) => Promise<void>)[];
  /** Cancelled (by the customer, the shop or the expiry): `paid` when it keeps a payment that a refund gives back. */
  cancelled: ((tx: DbOrTx, orderId: string, how: { paid: boolean }, now: Date) => Promise<void>)[];
  /** A second payment for an order already paid, not applied. */
  paidTwice: ((tx: DbOrTx, order: OrderRow, payment: string) => Promise<void>)[];
  /** Why a customer may no longer cancel (a gift already handed over), or null. */
  cancelRefusals: ((tx: DbOrTx, orderId: string, now: Date) => Promise<AppError | null>)[];
}

// Unwired, an order moved would lose its invoice: reading them fails loudly instead.
const lists = wiredLists<OrderHooks>('Order hooks');
export const wireOrderHooks = lists.wire;
export const orderHooks = lists.get;

/** Runs each hook of a list in turn, in the order they were wired. */
export async function runHooks<A extends unknown[]>(list: ((...args: A) => Promise<unknown>)[], ...args: A) {
  for (const hook of list) await hook(...args);
}
