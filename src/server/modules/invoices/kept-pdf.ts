import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoicePdfs } from '../../db/schema/index.js';
import { drawInvoicePdf } from './draw.js';
import type { InvoiceRow } from './issue.js';
import type { InvoiceSnapshot } from './snapshot.js';

/** Documents being drawn on this copy: a burst of downloads of one not yet kept waits for the same drawing. */
const drawing = new Map<string, Promise<Buffer>>();

const keptBody = async (db: DbOrTx, doc: InvoiceRow) =>
  (await db.select({ body: invoicePdfs.body }).from(invoicePdfs).where(eq(invoicePdfs.invoiceId, doc.id)))[0]?.body;

async function drawAndKeep(db: DbOrTx, doc: InvoiceRow) {
  const body = await drawInvoicePdf(doc.snapshot as InvoiceSnapshot);
  const [inserted] = await db.insert(invoicePdfs).values({ invoiceId: doc.id, body }).onConflictDoNothing().returning({ invoiceId: invoicePdfs.invoiceId });
  // Another drawing was kept first (another copy's, or this one's that ended between our read and our
  // drawing): the same document with another timestamp inside. Every download answers the kept bytes.
  return inserted ? body : ((await keptBody(db, doc)) ?? body);
}

/**
 * An invoice's or credit note's PDF: drawn from its snapshot the first time (a few hundred
 * milliseconds of the event loop), then read back; an issued document never changes.
 */
export async function invoicePdf(db: DbOrTx, doc: InvoiceRow): Promise<Buffer> {
  const kept = await keptBody(db, doc);
  if (kept) return kept;
  let pending = drawing.get(doc.id);
  if (!pending) {
    pending = drawAndKeep(db, doc).finally(() => drawing.delete(doc.id));
    drawing.set(doc.id, pending);
  }
  return pending;
}
