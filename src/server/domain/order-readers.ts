import type { RecipientClaimState } from '../../contracts/recipient-claims.js';
import type { DbOrTx } from '../db/client.js';
import { wiredLists } from './wired-lists.js';

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

// Unwired, an order read would offer a cancellation it must refuse: reading them fails loudly instead.
const lists = wiredLists<OrderReaders>('Order readers');
export const wireOrderReaders = lists.wire;
export const orderReaders = lists.get;
