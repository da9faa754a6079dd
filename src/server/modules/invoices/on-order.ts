import type { DbOrTx } from '../../db/client.js';
import type { OrderRow } from '../orders/index.js';
import { issueCreditNote, issueInvoice, issuePartialCreditNote } from './issue.js';
import type { PricedLine } from './vat.js';
import { queueReceipt } from './receipt-email.js';

/** Every paid order's invoice, numbered in the paying transaction, and the payment confirmation carrying it. */
export async function invoiceAndReceipt(tx: DbOrTx, row: OrderRow, now: Date) {
  const invoice = await issueInvoice(tx, row.id, now);
  if (invoice.fresh) await queueReceipt(tx, row, invoice.row);
}

/** Money received for a cancelled order goes back: invoiced, then cancelled by a credit note. */
export async function invoiceAndCreditNote(tx: DbOrTx, orderId: string, now: Date) {
  await issueInvoice(tx, orderId, now);
  await issueCreditNote(tx, orderId, now);
}

/** A paid order cancelled is refunded: its invoice is cancelled by a credit note. */
export async function creditNoteIfPaid(tx: DbOrTx, orderId: string, how: { paid: boolean }, now: Date) {
  if (how.paid) await issueCreditNote(tx, orderId, now);
}

/** Part of a paid order's price given back (a swap's difference): a partial credit note, when the order was invoiced. */
export async function partialCreditNote(tx: DbOrTx, orderId: string, lines: PricedLine[], now: Date) {
  await issuePartialCreditNote(tx, orderId, lines, now);
}
