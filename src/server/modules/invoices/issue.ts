import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoices, orders, type InvoiceKind } from '../../db/schema/index.js';
import { shopToday } from '../../../contracts/shop-clock.js';
import { readSettingsOf } from '../settings/index.js';
import { nextNumber } from './numbering.js';
import { lessCredited } from './credited.js';
import { invoiceSnapshot, sellerKeys, sellerOf, type InvoiceSnapshot } from './snapshot.js';
import { vatTotals, type PricedLine } from './vat.js';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The order's invoice, its cancellation's credit note, or (`partial`) the credit note of a swap's refunded difference. */
export async function findInvoiceRow(db: DbOrTx, orderId: string, kind: InvoiceKind, partial = false): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind), eq(invoices.partial, partial)));
  return row;
}

async function insertDocument(
  tx: DbOrTx,
  orderId: string,
  kind: InvoiceKind,
  now: Date,
  build: (n: { number: string; issuedAt: Date }) => Promise<InvoiceSnapshot>,
  credit: { invoiceId: string; partial: boolean } | null = null,
) {
  // The year in Morocco: an invoice of 31 December at 23:30 in Casablanca is of that year.
  const year = Number(shopToday(now).slice(0, 4));
  const { number, sequence } = await nextNumber(tx, kind, year);
  const snapshot = await build({ number, issuedAt: now });
  const [row] = await tx.insert(invoices).values({ orderId, kind, number, year, sequence, invoiceId: credit?.invoiceId ?? null, partial: credit?.partial ?? false, snapshot, issuedAt: now }).returning();
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

/** A credit note's heading over its invoice's snapshot: numbered now, with the seller as it is today, naming the invoice. */
async function creditHeading(tx: DbOrTx, original: InvoiceSnapshot, issue: { number: string; issuedAt: Date }) {
  return {
    kind: 'credit_note' as const,
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    seller: sellerOf(await readSettingsOf(tx, sellerKeys)),
    invoice: { number: original.number, issuedAt: original.issuedAt },
  };
}

/**
 * A paid order cancelled and refunded: a credit note for what its invoice still holds (the whole invoice, less a
 * swap's difference already credited), referencing it. Nothing when the order has no invoice; once only.
 */
export async function issueCreditNote(tx: DbOrTx, orderId: string, now: Date): Promise<InvoiceRow | undefined> {
  const invoice = await findInvoiceRow(tx, orderId, 'invoice');
  if (!invoice) return undefined;
  const existing = await findInvoiceRow(tx, orderId, 'credit_note');
  if (existing) return existing;
  const original = invoice.snapshot as InvoiceSnapshot;
  const earlier = await findInvoiceRow(tx, orderId, 'credit_note', true);
  const credited = earlier ? [earlier.snapshot as InvoiceSnapshot] : [];
  return insertDocument(tx, orderId, 'credit_note', now, async (issue) => ({ ...original, ...lessCredited(original, credited), ...(await creditHeading(tx, original, issue)) }), {
    invoiceId: invoice.id,
    partial: false,
  });
}

/**
 * Part of a paid order's price given back (a swap's difference, decision 054): a credit note of its own number for
 * those amounts at their VAT rates, referencing the invoice. Nothing when the order has no invoice; once per order.
 */
export async function issuePartialCreditNote(tx: DbOrTx, orderId: string, lines: PricedLine[], now: Date): Promise<InvoiceRow | undefined> {
  const invoice = await findInvoiceRow(tx, orderId, 'invoice');
  if (!invoice || lines.length === 0) return undefined;
  const existing = await findInvoiceRow(tx, orderId, 'credit_note', true);
  if (existing) return existing;
  const original = invoice.snapshot as InvoiceSnapshot;
  return insertDocument(
    tx,
    orderId,
    'credit_note',
    now,
    // Only the amounts given back: not the invoice's discount nor its converted total.
    async (issue) => ({ ...original, discounts: undefined, converted: undefined, ...vatTotals(lines, '0.00'), ...(await creditHeading(tx, original, issue)) }),
    { invoiceId: invoice.id, partial: true },
  );
}
