import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoiceCounters, type InvoiceKind } from '../../db/schema/index.js';

const PREFIX: Record<InvoiceKind, string> = { invoice: 'FAC', credit_note: 'AV' };

/** FAC-2026-000123: the kind's prefix, the year, six digits. */
export const formatNumber = (kind: InvoiceKind, year: number, sequence: number) => `${PREFIX[kind]}-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The next number of the kind's sequence for the year, taken in the caller's transaction: the counter
 * row stays locked until it commits (other copies wait), and a rollback gives the number back.
 */
export async function nextNumber(tx: DbOrTx, kind: InvoiceKind, year: number) {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.kind, invoiceCounters.year], set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('invoice counter not updated');
  return { sequence: row.last, number: formatNumber(kind, year, row.last) };
}
