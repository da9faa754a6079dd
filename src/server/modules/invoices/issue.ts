import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoices, orders, type InvoiceKind } from '../../db/schema/index.js';
import { shopToday } from '../../../contracts/shop-clock.js';
import { readSettingsOf } from '../settings/index.js';
import { nextNumber } from './numbering.js';
import { invoiceSnapshot, sellerKeys, sellerOf, type InvoiceSnapshot } from './snapshot.js';

export type InvoiceRow = typeof invoices.$inferSelect;

export async function findInvoiceRow(db: DbOrTx, orderId: string, kind: InvoiceKind): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  return row;
}

async function insertDocument(tx: DbOrTx, orderId: string, kind: InvoiceKind, now: Date, build: (n: { number: string; issuedAt: Date }) => Promise<InvoiceSnapshot>, invoiceId: string | null = null) {
  // The year in Morocco: an invoice of 31 December at 23:30 in Casablanca is of that year.
  const year = Number(shopToday(now).slice(0, 4));
  const { number, sequence } = await nextNumber(tx, kind, year);
  const snapshot = await build({ number, issuedAt: now });
  const [row] = await tx.insert(invoices).values({ orderId, kind, number, year, sequence, invoiceId, snapshot, issuedAt: now }).returning();
  if (!row) throw new Error('invoice not inserted');
  return row;
}

/**
 * The paid order's invoice, issued in the transaction that marks it paid (the caller holds the order's
 * row, changed by its update). Issuing twice returns the first: an order has one invoice.
 */
export async function issueInvoice(tx: DbOrTx, orderId: string, now: Date): Promise<{ row: InvoiceRow; fresh: boolean }> {
  const existing = await findInvoiceRow(tx, orderId, 'invoice');
  if (existing) return { row: existing, fresh: false };
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  const row = await insertDocument(tx, orderId, 'invoice', now, (issue) => invoiceSnapshot(tx, order, issue));
  return { row, fresh: true };
}

/**
 * A paid order cancelled and refunded: a credit note for the whole invoice, referencing it, with the
 * seller as it is today. Nothing when the order has no invoice; once only.
 */
export async function issueCreditNote(tx: DbOrTx, orderId: string, now: Date): Promise<InvoiceRow | undefined> {
  const invoice = await findInvoiceRow(tx, orderId, 'invoice');
  if (!invoice) return undefined;
  const existing = await findInvoiceRow(tx, orderId, 'credit_note');
  if (existing) return existing;
  const original = invoice.snapshot as InvoiceSnapshot;
  return insertDocument(
    tx,
    orderId,
    'credit_note',
    now,
    async (issue) => ({
      ...original,
      kind: 'credit_note',
      number: issue.number,
      issuedAt: issue.issuedAt.toISOString(),
      seller: sellerOf(await readSettingsOf(tx, sellerKeys)),
      invoice: { number: original.number, issuedAt: original.issuedAt },
    }),
    invoice.id,
  );
}
