import type { RecipientClaimState } from '../../contracts/recipient-claims.js';
import type { DbOrTx } from '../db/client.js';

/**
 * What other modules tell of orders as they are read: what the customer may still do depends on the
 * gift's and the recipient link's state. Orders ask these lists, a few queries for any number of
 * orders, and import none of the modules on them; `modules/index.ts` wires them (decision 044).
 */
export interface OrderReaders {
  /** Of these orders, those whose e-gift has left the shop: the customer may no longer cancel them. */
  giftsOut: ((db: DbOrTx, orderIds: string[], now: Date) => Promise<Set<string>>)[];
  /** The recipient's private link of each order waiting for the address, by order. */
  recipientClaims: ((db: DbOrTx, rows: { id: string; awaitingRecipientAddress: boolean }[], now: Date) => Promise<Map<string, RecipientClaimState>>)[];
}

let wired: OrderReaders | null = null;

/** Sets the lists, replacing any before (a second app in one process). */
export function wireOrderReaders(readers: OrderReaders) {
  wired = readers;
}

/** The wired lists; an order read before they are wired would offer a cancellation it must refuse, so that fails loudly. */
export function orderReaders(): OrderReaders {
  if (!wired) throw new Error('Order readers are not wired: import src/server/modules/index.ts first');
  return wired;
}
