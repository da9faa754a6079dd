import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoicePdfs } from '../../db/schema/index.js';
import { drawInvoicePdf } from './draw.js';
import type { InvoiceRow } from './issue.js';
import type { InvoiceSnapshot } from './snapshot.js';

/** Documents being drawn on this copy: a burst of downloads of one not yet kept waits for the same drawing. */
const drawing = new Map<string, Promise<Buffer>>();

async function drawAndKeep(db: DbOrTx, doc: InvoiceRow) {
  const body = await drawInvoicePdf(doc.snapshot as InvoiceSnapshot);
  // Another copy may have kept its own drawing meanwhile: either is the same document.
  await db.insert(invoicePdfs).values({ invoiceId: doc.id, body }).onConflictDoNothing();
  return body;
}

/**
 * An invoice's or credit note's PDF: drawn from its snapshot the first time (a few hundred
 * milliseconds of the event loop), then read back; an issued document never changes.
 */
export async function invoicePdf(db: DbOrTx, doc: InvoiceRow): Promise<Buffer> {
  const [kept] = await db.select({ body: invoicePdfs.body }).from(invoicePdfs).where(eq(invoicePdfs.invoiceId, doc.id));
  if (kept) return kept.body;
  let pending = drawing.get(doc.id);
  if (!pending) {
    pending = drawAndKeep(db, doc).finally(() => drawing.delete(doc.id));
    drawing.set(doc.id, pending);
  }
  return pending;
}
