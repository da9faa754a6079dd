import type { InvoiceSnapshot } from './snapshot.js';

/**
 * An invoice's PDF (pdf.ts), loaded with the first one drawn: pdfkit, the fonts and the bidi tables
 * are about 25 MB of memory that a copy of the server drawing no invoice does without.
 */
export const drawInvoicePdf = async (snapshot: InvoiceSnapshot) => (await import('./pdf.js')).renderInvoicePdf(snapshot);
