import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoices, orders, type outbox } from '../../db/schema/index.js';
import { readEmailBrand } from '../notifications/index.js';
import { readSettingsOf } from '../settings/index.js';
import { invoicePdf } from './kept-pdf.js';
import { RECEIPT_TEMPLATE, receiptEmail, receiptRecipient } from './receipt-email.js';

export interface PdfAttachment {
  filename: string;
  content: Buffer;
}

/**
 * What an outbox e-mail carrying an invoice becomes when it is sent: the PDF (drawn from the stored
 * snapshot, and kept for the downloads that follow) and, for the payment confirmation, its text again
 * with the shop's look and the order's link.
 */
export async function invoiceMail(db: DbOrTx, row: typeof outbox.$inferSelect, publicUrl: string) {
  if (!row.attachmentInvoiceId) return undefined;
  const [doc] = await db.select().from(invoices).where(eq(invoices.id, row.attachmentInvoiceId));
  if (!doc) return undefined;
  const attachment: PdfAttachment = { filename: `${doc.number}.pdf`, content: await invoicePdf(db, doc) };
  const [order] = await db.select().from(orders).where(eq(orders.id, doc.orderId));
  if (row.template !== RECEIPT_TEMPLATE || !order) return { attachment };
  const { company_name: shopName } = await readSettingsOf(db, ['company_name']);
  const to = await receiptRecipient(db, order);
  const email = receiptEmail({
    locale: order.locale,
    shopName,
    firstName: to?.firstName ?? null,
    orderNumber: order.orderNumber,
    invoiceNumber: doc.number,
    total: order.totalAmount,
    brand: await readEmailBrand(db, publicUrl),
    link: `${publicUrl}/orders/${order.id}`,
  });
  return { attachment, subject: email.subject, text: email.text, html: email.html };
}
